// The JS twin of internal/textcheck (issue 36 §7): free text that shows nothing (only NUL,
// bidi controls, zero-width characters, blanks or combining marks) is refused where a
// title, name or reason is required. Both spell out the same ranges and share the table
// tests/fixtures/visible-text.json; no \p{…} classes (their tables differ between engines).

// Controls, every Unicode space, soft hyphen, combining marks, Arabic letter mark, Hangul,
// Khmer and braille blanks, Mongolian selectors, zero-width and bidi characters, word
// joiners, invisible operators, variation selectors, BOM, interlinear annotation, and the
// tag block (U+E0000-U+E01EF as UTF-16 surrogate pairs).
const BLANK =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u0300-\u036f\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u1ab0-\u1aff\u1dc0-\u1dff\u2000-\u200f\u2028-\u202f\u205f-\u206f\u20d0-\u20ff\u2800\u3000\u3164\ufe00-\ufe0f\ufe20-\ufe2f\ufeff\uffa0\ufff9-\ufffb]|\udb40[\udc00-\uddef]/g;

/** Whether text has at least one character that shows. */
function visible(text) {
  return typeof text === "string" && text.replace(BLANK, "") !== "";
}

const MESSAGE = "Enter text with at least one visible character.";

module.exports = { visible, MESSAGE };
