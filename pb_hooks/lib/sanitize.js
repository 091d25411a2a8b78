// Server-side HTML sanitiser for blog posts (content_html). No DOM in the jsvm, so this is a
// small tokenizer with an allow-list: anything it does not understand is dropped or escaped,
// never passed through. The output is always well-formed (open tags are closed at the end).
//
// Allowed: p, h1-h4, strong, em, u, s, a[href http(s)/mailto, or a site path / #fragment;
// rel="noopener noreferrer" added], ul, ol, li, blockquote, pre, code,
// img[src http(s) or /api/files/..., alt], br, hr. Common synonyms b→strong, i→em,
// strike/del→s are mapped. Everything else is unwrapped (tag removed, text kept), except the
// elements whose content is code or invisible (script, style, iframe, svg, ...): those are
// removed with their content, up to their closing tag or the end of the input.

const ALLOWED = {
  p: [], h1: [], h2: [], h3: [], h4: [], strong: [], em: [], u: [], s: [],
  a: ["href"], ul: [], ol: [], li: [], blockquote: [], pre: [], code: [],
  img: ["src", "alt"], br: [], hr: [],
};
const RENAME = { b: "strong", i: "em", strike: "s", del: "s" };
const VOID = { br: true, hr: true, img: true };
// Dropped together with everything inside them.
const DROP_WITH_CONTENT = {
  script: true, style: true, iframe: true, frame: true, frameset: true, object: true, embed: true,
  applet: true, svg: true, math: true, template: true, noscript: true, noembed: true, noframes: true,
  textarea: true, title: true, xmp: true, plaintext: true, select: true, head: true, audio: true,
  video: true, canvas: true, form: true, button: true,
};
const MAX_ATTR = 2000;

const NAMED = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n", sol: "/", lpar: "(", rpar: ")", period: "." };

/** Decodes character references the way a browser does in attribute values (semicolon optional for numeric). */
function decodeEntities(text) {
  return String(text).replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (m, ref) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      if (!isFinite(code) || code <= 0 || code > 0x10ffff) return "\ufffd";
      try {
        return String.fromCodePoint(code);
      } catch (_) {
        return "\ufffd";
      }
    }
    const named = NAMED[ref.toLowerCase()];
    return named === undefined ? m : named;
  });
}

function escapeText(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttr(text) {
  return escapeText(text).replace(/"/g, "&quot;");
}

/** Text between tags: valid entities are kept, bare & < > are escaped. */
function cleanText(text) {
  return String(text)
    .replace(/&(?!(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/**
 * Returns the URL if it is allowed for the attribute, else null.
 * @param {string} raw the attribute value as written (entities not yet decoded)
 * @param {"href" | "src"} kind
 */
function safeUrl(raw, kind) {
  const value = decodeEntities(raw).trim();
  if (!value || value.length > MAX_ATTR) return null;
  // Browsers ignore tabs, newlines and control characters inside the scheme: so do we.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g, "");
  if (/\\/.test(compact)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  if (scheme) {
    const s = scheme[1].toLowerCase();
    const ok = kind === "href" ? s === "http" || s === "https" || s === "mailto" : s === "http" || s === "https";
    if (!ok) return null;
    if (s !== "mailto" && !/^https?:\/\/[^/]/i.test(compact)) return null;
    return value;
  }
  if (compact.indexOf(":") >= 0 && !/^[^:]*[/?#]/.test(compact)) return null; // "javascript" with an odd colon
  if (kind === "src") return compact.startsWith("/api/files/") ? value : null;
  if (compact.startsWith("//")) return null; // protocol-relative: ambiguous, refuse
  if (compact.startsWith("/") || compact.startsWith("#")) return value;
  return null;
}

/** Parses the attribute text of a tag into [name, rawValue] pairs (lowercase names). */
function parseAttrs(text) {
  const out = [];
  const re = /([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  let m;
  while ((m = re.exec(text))) {
    const value = m[2] !== undefined ? m[2] : m[3] !== undefined ? m[3] : m[4] !== undefined ? m[4] : "";
    out.push([m[1].toLowerCase(), value]);
  }
  return out;
}

/** Finds the index of the ">" that ends the tag starting at `from` (quotes respected), or -1. */
function tagEnd(html, from) {
  let quote = "";
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") {
      // A quote only opens a value right after "=" (optionally with spaces).
      let j = i - 1;
      while (j > from && /\s/.test(html[j])) j--;
      if (html[j] === "=") quote = c;
    } else if (c === ">") {
      return i;
    }
  }
  return -1;
}

function buildOpenTag(name, attrs) {
  let out = "<" + name;
  if (name === "a") {
    let href = null;
    for (const [k, v] of attrs) if (k === "href" && href === null) href = safeUrl(v, "href");
    if (href !== null) out += ' href="' + escapeAttr(href) + '"';
    out += ' rel="noopener noreferrer"';
  } else if (name === "img") {
    let src = null;
    let alt = null;
    for (const [k, v] of attrs) {
      if (k === "src" && src === null) src = safeUrl(v, "src");
      if (k === "alt" && alt === null) alt = decodeEntities(v).slice(0, 500);
    }
    if (src === null) return null; // an image without a safe source is dropped
    out += ' src="' + escapeAttr(src) + '"';
    if (alt !== null) out += ' alt="' + escapeAttr(alt) + '"';
  }
  return out + ">";
}

/**
 * @param {string} input untrusted HTML
 * @returns {string} HTML with only allow-listed elements and attributes
 */
function sanitizeHtml(input) {
  const html = String(input == null ? "" : input).replace(/\u0000/g, "");
  let out = "";
  /** @type {string[]} */
  const stack = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      out += cleanText(html.slice(i));
      break;
    }
    out += cleanText(html.slice(i, lt));
    const next = html[lt + 1] || "";
    // Comments, doctype, CDATA, processing instructions: dropped.
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (next === "!" || next === "?") {
      const end = html.indexOf(">", lt + 2);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const closing = next === "/";
    const nameMatch = /^[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(lt + (closing ? 2 : 1), lt + (closing ? 2 : 1) + 40));
    if (!nameMatch) {
      out += "&lt;";
      i = lt + 1;
      continue;
    }
    const end = tagEnd(html, lt + 1);
    if (end < 0) break; // an unclosed tag at the end of the input is dropped with the rest
    const rawName = nameMatch[0].toLowerCase();
    const name = RENAME[rawName] || rawName;
    i = end + 1;

    if (!closing && DROP_WITH_CONTENT[rawName]) {
      const selfClosed = /\/\s*$/.test(html.slice(lt, end));
      if (selfClosed && rawName !== "script" && rawName !== "style") continue;
      const closeRe = new RegExp("</" + rawName + "\\s*>", "ig");
      closeRe.lastIndex = i;
      const m = closeRe.exec(html);
      i = m ? m.index + m[0].length : html.length;
      continue;
    }
    if (!ALLOWED[name]) continue; // unwrap: the tag goes, its text stays

    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at < 0) continue; // stray closing tag
      while (stack.length > at) out += "</" + stack.pop() + ">";
      continue;
    }
    const attrText = html.slice(lt + 1 + nameMatch[0].length, end);
    const tag = buildOpenTag(name, parseAttrs(attrText));
    if (tag === null) continue;
    out += tag;
    if (!VOID[name]) stack.push(name);
  }
  while (stack.length) out += "</" + stack.pop() + ">";
  return out;
}

/** Plain text of (sanitised or not) HTML, whitespace collapsed: for excerpts and search. */
function htmlToText(input) {
  const safe = sanitizeHtml(input);
  return decodeEntities(safe.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

module.exports = { sanitizeHtml, htmlToText, safeUrl };
