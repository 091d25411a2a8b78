// Pure rules of the admin reorder and assign routes (admin-routes.pb.js), unit-tested
// without a database: which order to write, or why the request is refused.

const PROTECTED_ORDER = ["trending", "newest"];
const ASSIGNMENT_TYPES = ["logo", "favicon", "category", "home_banner"];

/** A list of distinct non-empty string ids, or null. */
function idList(value) {
  if (!Array.isArray(value)) return null;
  const seen = {};
  for (const id of value) {
    if (typeof id !== "string" || !id || seen[id]) return null;
    seen[id] = true;
  }
  return value.slice();
}

/**
 * The featured list to write: protected categories first (trending, then newest) whatever
 * the request says, then the rest in the requested order. The request must name exactly
 * the categories featured now: a list read before another admin's add or remove is refused
 * (409) instead of silently dropping or resurrecting links.
 * @param {{category: string, slug: string, protected: boolean}[]} current
 * @param {unknown} requested category ids
 * @returns {{ error: string, code: string, status: number } | { order: string[] }}
 */
function planFeaturedOrder(current, requested) {
  const ids = idList(requested);
  if (!ids) return { status: 400, code: "category_ids_invalid", error: "category_ids must be a list of distinct category ids." };
  const byId = {};
  for (const c of current) byId[c.category] = c;
  if (ids.length !== current.length || ids.some((id) => !byId[id])) {
    return { status: 409, code: "featured_changed", error: "The featured categories changed meanwhile. Reload and try again." };
  }
  const pinned = [];
  for (const slug of PROTECTED_ORDER) {
    const hit = current.find((c) => c.protected && c.slug === slug);
    if (hit) pinned.push(hit.category);
  }
  const otherProtected = current.filter((c) => c.protected && pinned.indexOf(c.category) < 0).map((c) => c.category);
  const rest = ids.filter((id) => !byId[id].protected);
  return { order: pinned.concat(otherProtected, rest) };
}

/**
 * Partners: the request names every partner exactly once; display_order becomes the index.
 * @param {string[]} currentIds @param {unknown} requested
 */
function planPartnerOrder(currentIds, requested) {
  const ids = idList(requested);
  if (!ids) return { status: 400, code: "partner_ids_invalid", error: "partner_ids must be a list of distinct partner ids." };
  const known = {};
  for (const id of currentIds) known[id] = true;
  if (ids.length !== currentIds.length || ids.some((id) => !known[id])) {
    return { status: 409, code: "partners_changed", error: "The partners changed meanwhile. Reload and try again." };
  }
  return { order: ids };
}

/** Validates the assign bar's input (management spec §5: asset and type, category for type category). */
function checkAssignment(body) {
  const asset = typeof body.asset === "string" ? body.asset.trim() : "";
  const type = typeof body.assignment_type === "string" ? body.assignment_type : "";
  const category = typeof body.category === "string" ? body.category.trim() : "";
  if (!asset || !type) return { code: "assignment_required", error: "Please select an asset and an assignment type." };
  if (ASSIGNMENT_TYPES.indexOf(type) < 0) return { code: "assignment_type_unknown", error: "Unknown assignment type." };
  if (type === "category" && !category) return { code: "assignment_category_required", error: "Please select a category." };
  return { asset, type, category: type === "category" ? category : "" };
}

/** Asset file names (spec §5): anything but letters, digits, dot and hyphen becomes "_". */
function sanitizeFileName(name) {
  return String(name).replace(/[^A-Za-z0-9.-]/g, "_");
}

module.exports = { planFeaturedOrder, planPartnerOrder, checkAssignment, sanitizeFileName, ASSIGNMENT_TYPES };
