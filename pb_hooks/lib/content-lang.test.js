import { describe, expect, it } from "vitest";
import { contentLang, translatedColumns, translationOf } from "./content-lang.js";

describe("contentLang", () => {
  it("keeps only the translation languages; English and the rest read the original", () => {
    expect(contentLang("de")).toBe("de");
    expect(contentLang(" FR ")).toBe("fr");
    for (const v of ["en", "", null, undefined, "it", "de-AT", "de'--"]) expect(contentLang(v)).toBe("");
  });
});

describe("translatedColumns", () => {
  it("puts only a known language into the JSON path", () => {
    expect(translatedColumns("es").title).toBe("json_extract(translations, '$.es.title')");
    expect(translatedColumns("x') OR 1=1 --").title).toBe("NULL");
    expect(translatedColumns("").content_html).toBe("NULL");
  });
});

describe("translationOf", () => {
  const raw = JSON.stringify({ de: { title: "Hallo", content_html: "<p>Hallo</p>" }, es: "broken" });
  it("gives lang's fields, empty where missing", () => {
    expect(translationOf(raw, "de")).toEqual({ title: "Hallo", excerpt: "", content_html: "<p>Hallo</p>" });
    expect(translationOf(raw, "fr")).toEqual({ title: "", excerpt: "", content_html: "" });
    expect(translationOf(raw, "es")).toEqual({ title: "", excerpt: "", content_html: "" });
    expect(translationOf(raw, "")).toEqual({ title: "", excerpt: "", content_html: "" });
    expect(translationOf("", "de").title).toBe("");
    expect(translationOf("{not json", "de").title).toBe("");
  });
});
