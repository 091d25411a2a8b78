// Month windows for the monthly views chart (UTC calendar months).

const NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * The last `count` months up to and including the month of `nowMs`, oldest first.
 * @returns {{ month: string, label: string }[]}
 */
function lastMonths(nowMs, count) {
  const d = new Date(nowMs);
  let y = d.getUTCFullYear();
  let m = d.getUTCMonth();
  const out = [];
  for (let i = 0; i < count; i++) {
    out.unshift({ month: `${y}-${String(m + 1).padStart(2, "0")}`, label: `${NAMES[m]} ${y}` });
    m--;
    if (m < 0) {
      m = 11;
      y--;
    }
  }
  return out;
}

/** Puts view counts on the months; months without a row get 0. */
function fillMonths(months, rows) {
  const byMonth = {};
  for (const r of rows || []) byMonth[r.month] = (byMonth[r.month] || 0) + (Number(r.views) || 0);
  return months.map((m) => ({ month: m.month, label: m.label, views: byMonth[m.month] || 0 }));
}

module.exports = { lastMonths, fillMonths };
