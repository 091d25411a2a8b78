// The trending job's view rules: which 6-hour window a view falls in (the view route,
// internal/engagement, writes video_views with the same buckets; the shared table
// tests/fixtures/view-rules.json checks both).

const BUCKET_SECONDS = 6 * 60 * 60;
/** Trending: views of the last RECENT_DAYS plus this share of all-time views. */
const RECENT_DAYS = 7;
const ALL_TIME_SHARE = 0.05;

/** @param {number} nowSeconds */
function bucketOf(nowSeconds) {
  return Math.floor(nowSeconds / BUCKET_SECONDS);
}

module.exports = { BUCKET_SECONDS, RECENT_DAYS, ALL_TIME_SHARE, bucketOf };
