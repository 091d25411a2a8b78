// Plain text of HTML for excerpts and search (the blog list). Not a sanitiser: its output
// is text, shown as text. Posts' HTML is sanitised by bluemonday on save (internal/blog).

const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** @param {string} text */
function decodeEntities(text) {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (m, ref) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!isFinite(code) || code <= 0 || code > 0x10ffff) return " ";
      try {
        return String.fromCodePoint(code);
      } catch (_) {
        return " ";
      }
    }
    return Object.prototype.hasOwnProperty.call(NAMED, ref) ? NAMED[ref] : m;
  });
}

/** @param {string} input */
function htmlToText(input) {
  return decodeEntities(
    String(input || "")
      .replace(/<(script|style|template|iframe|svg|math)\b[\s\S]*?(<\/\1\s*>|$)/gi, " ")
      .replace(/<!--[\s\S]*?(-->|$)/g, " ")
      .replace(/<[^>]*>?/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

module.exports = { htmlToText };
