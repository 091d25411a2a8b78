import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-text.js";

describe("htmlToText", () => {
  it("gives plain text without scripts", () => {
    expect(htmlToText("<p>Hello&nbsp;<b>world</b></p><script>x</script><p>again &amp; again</p>")).toBe("Hello world again & again");
  });
  it("copes with unclosed tags and comments", () => {
    expect(htmlToText("<p>a</p><!-- b")).toBe("a");
    expect(htmlToText("<p>a <b")).toBe("a");
    expect(htmlToText(undefined)).toBe("");
  });
});
