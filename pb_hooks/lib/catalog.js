// Pure shaping of catalog rows into API payloads (cards, watch page) and the caller's
// flags. No PocketBase globals: the SQL that produces the rows is in catalog-db.js.

/** Columns every card query selects (v = videos, s = video_stats). */
const CARD_COLUMNS = `v.id AS id, v.slug AS slug, v.title AS title, v.author AS author, v.duration AS duration,
  v.thumbnail AS thumbnail, v.thumbnail_url AS thumbnail_url, v.created AS created, v.is_premium AS is_premium,
  COALESCE(s.views, 0) AS views, COALESCE(s.likes, 0) AS likes, COALESCE(s.dislikes, 0) AS dislikes,
  COALESCE(s.rating, 0) AS rating, COALESCE(s.total_ratings, 0) AS total_ratings`;

/** The row shape of CARD_COLUMNS for DynamicModel (-0 marks floats). */
function cardShape() {
  return {
    id: "",
    slug: "",
    title: "",
    author: "",
    duration: -0,
    thumbnail: "",
    thumbnail_url: "",
    created: "",
    is_premium: false,
    views: 0,
    likes: 0,
    dislikes: 0,
    rating: -0,
    total_ratings: 0,
  };
}

/** The uploaded thumbnail's file URL, else thumbnail_url, else "" (the UI has a fallback). */
function thumbnailUrl(row) {
  if (row.thumbnail) return `/api/files/videos/${row.id}/${encodeURIComponent(row.thumbnail)}`;
  return row.thumbnail_url || "";
}

/**
 * @param {Record<string, any>} row a CARD_COLUMNS row
 * @param {{ fallback?: boolean }} [opts]
 */
function toCard(row, opts) {
  const card = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    author: row.author,
    duration: Number(row.duration) || 0,
    thumbnail_url: thumbnailUrl(row),
    created: row.created,
    is_premium: !!row.is_premium,
    stats: {
      views: Number(row.views) || 0,
      likes: Number(row.likes) || 0,
      dislikes: Number(row.dislikes) || 0,
      rating: Number(row.rating) || 0,
      total_ratings: Number(row.total_ratings) || 0,
    },
  };
  if (opts && opts.fallback) card.is_fallback = true;
  return card;
}

/**
 * The caller as the catalog sees it.
 * @param {{ id: string, roles: string[] } | null} auth lib/roles.js view of e.auth
 * @param {{ superuser: boolean, premium: boolean }} flags
 */
function callerOf(auth, flags) {
  const roles = (auth && auth.roles) || [];
  return {
    userId: auth ? auth.id : "",
    signedIn: !!auth || flags.superuser,
    superuser: flags.superuser,
    admin: flags.superuser || roles.indexOf("admin") >= 0,
    creator: roles.indexOf("creator") >= 0,
    premium: flags.premium,
  };
}

/**
 * The watch page payload.
 * @param {Record<string, any>} row videos + stats columns
 * @param {{ id: string, slug: string, name: string }[]} categories
 * @param {{ type: string, url: string }[]} sources [] when locked
 * @param {boolean} locked
 */
function toWatch(row, categories, sources, locked) {
  const card = toCard(row);
  return Object.assign(card, {
    description: row.description || "",
    license: row.license || "",
    creator: row.creator || "",
    updated: row.updated || "",
    categories,
    stats: Object.assign(card.stats, { comments: Number(row.comments) || 0 }),
    locked,
    sources: locked ? [] : sources,
  });
}

module.exports = { CARD_COLUMNS, cardShape, thumbnailUrl, toCard, callerOf, toWatch };
