// The star rating shown on cards: the share of likes on a 0-5 scale, one decimal.

/** @param {number} likes @param {number} dislikes */
function summarize(likes, dislikes) {
  const total = likes + dislikes;
  return {
    likes,
    dislikes,
    total_ratings: total,
    rating: total === 0 ? 0 : Math.round((50 * likes) / total) / 10,
  };
}

module.exports = { summarize };
