import { describe, expect, it } from "vitest";
import { htmlToText, safeUrl, sanitizeHtml } from "./sanitize.js";

describe("sanitizeHtml keeps the allow-list", () => {
  it("keeps formatting and structure", () => {
    const html = "<h2>Title</h2><p>Some <strong>bold</strong>, <em>it</em>, <u>u</u> and <s>s</s>.</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote><pre><code>x &lt; y</code></pre><hr><br>";
    expect(sanitizeHtml(html)).toBe(html);
  });
  it("maps b/i/strike to their allowed synonyms", () => {
    expect(sanitizeHtml("<b>a</b><i>b</i><strike>c</strike>")).toBe("<strong>a</strong><em>b</em><s>c</s>");
  });
  it("keeps safe links with rel=noopener and drops other attributes", () => {
    expect(sanitizeHtml('<a href="https://example.com/x?a=1&amp;b=2" target="_blank" class="c">x</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:me@example.com">m</a>')).toBe('<a href="mailto:me@example.com" rel="noopener noreferrer">m</a>');
    expect(sanitizeHtml('<a href="/blog/other">b</a>')).toBe('<a href="/blog/other" rel="noopener noreferrer">b</a>');
  });
  it("keeps images from http(s) and /api/files/", () => {
    expect(sanitizeHtml('<img src="https://cdn.example/a.png" alt="A" width="3">')).toBe('<img src="https://cdn.example/a.png" alt="A">');
    expect(sanitizeHtml("<img src='/api/files/blogs/abc/pic.png'>")).toBe('<img src="/api/files/blogs/abc/pic.png">');
  });
  it("unwraps unknown tags but keeps their text", () => {
    expect(sanitizeHtml('<div class="x"><span>hello</span> <font color=red>world</font></div>')).toBe("hello world");
  });
  it("escapes stray angle brackets and ampersands in text", () => {
    expect(sanitizeHtml("1 < 2 && 3 > 2 &copy;")).toBe("1 &lt; 2 &amp;&amp; 3 &gt; 2 &copy;");
  });
});

describe("sanitizeHtml removes hostile input", () => {
  const noScript = (out) => {
    expect(out.toLowerCase()).not.toMatch(/<script|javascript:|onerror|onload|onclick|<svg|<iframe|<style|srcdoc|data:/);
  };
  it("drops script elements with their content", () => {
    const out = sanitizeHtml('<p>a</p><script>alert("x")</script><p>b</p>');
    expect(out).toBe("<p>a</p><p>b</p>");
  });
  it("drops a script even when it is never closed", () => {
    const out = sanitizeHtml("<p>a</p><script>alert(1)<p>b</p>");
    expect(out).toBe("<p>a</p>");
  });
  it("drops event handlers", () => {
    const out = sanitizeHtml('<img src="https://x/a.png" onerror="alert(1)"><p onclick=alert(1)>t</p>');
    expect(out).toBe('<img src="https://x/a.png"><p>t</p>');
    noScript(out);
  });
  it("drops images without a safe source (the classic onerror vector)", () => {
    expect(sanitizeHtml("<img src=x onerror=alert(1)>")).toBe("");
  });
  it("drops javascript: URLs, however they are spelled", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "javascript&#58;alert(1)",
      "javascript&#x3A;alert(1)",
      "javascript&colon;alert(1)",
      "&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)",
      "&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)",
      "java&#x09;script:alert(1)",
      "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
      "vbscript:msgbox(1)",
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a rel="noopener noreferrer">x</a>');
    }
  });
  it("drops svg with onload and its content", () => {
    const out = sanitizeHtml('<svg onload="alert(1)"><circle/></svg><p>ok</p>');
    expect(out).toBe("<p>ok</p>");
    noScript(sanitizeHtml("<svg/onload=alert(1)>"));
  });
  it("drops iframes, styles, objects and forms", () => {
    const out = sanitizeHtml('<iframe src="https://evil"></iframe><style>*{}</style><object data="x"></object><form><input></form>t');
    expect(out).toBe("t");
  });
  it("closes unclosed tags and drops an unfinished tag at the end", () => {
    expect(sanitizeHtml("<p><strong>bold")).toBe("<p><strong>bold</strong></p>");
    expect(sanitizeHtml('<p>a<img src="https://x/a.png" onerror=alert(1)')).toBe("<p>a</p>");
  });
  it("ignores stray closing tags and fixes misnesting", () => {
    expect(sanitizeHtml("</p>a<em><strong>b</em>c")).toBe("a<em><strong>b</strong></em>c");
  });
  it("drops comments, doctype and CDATA", () => {
    expect(sanitizeHtml("<!--<script>alert(1)</script>--><!DOCTYPE html>a<![CDATA[x]]>")).toBe("a");
  });
  it("does not let a quoted > end a tag early", () => {
    const out = sanitizeHtml('<a href="https://x/" title="a>b" onclick="alert(1)">t</a>');
    expect(out).toBe('<a href="https://x/" rel="noopener noreferrer">t</a>');
  });
  it("escapes quotes in kept attribute values", () => {
    const out = sanitizeHtml("<img src='https://x/a.png' alt='\" onerror=\"alert(1)'>");
    expect(out).toBe('<img src="https://x/a.png" alt="&quot; onerror=&quot;alert(1)">');
  });
  it("handles null and non-strings", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml(undefined)).toBe("");
  });
});

describe("safeUrl", () => {
  it("refuses protocol-relative and backslash tricks", () => {
    expect(safeUrl("//evil.example/x", "href")).toBeNull();
    expect(safeUrl("/\\evil.example", "href")).toBeNull();
    expect(safeUrl("https:evil", "href")).toBeNull();
  });
  it("only lets images come from http(s) or /api/files/", () => {
    expect(safeUrl("/api/files/a/b/c.png", "src")).toBe("/api/files/a/b/c.png");
    expect(safeUrl("/other/c.png", "src")).toBeNull();
    expect(safeUrl("mailto:x@y.z", "src")).toBeNull();
  });
});

describe("htmlToText", () => {
  it("gives plain text without scripts", () => {
    expect(htmlToText("<p>Hello&nbsp;<b>world</b></p><script>x</script><p>again &amp; again</p>")).toBe("Hello world again & again");
  });
});
