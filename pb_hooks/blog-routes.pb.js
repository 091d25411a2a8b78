/// <reference path="../.tmp/pb-types/types.d.ts" />
// Blog: public list and post routes under /api/reelhouse, and the save hooks that keep a
// post safe and consistent whoever writes it (API, dashboard, seed): content_html is
// sanitised by bluemonday in Go (internal/blog, same validate step), the slug comes from the title and is unique (lib/slug.js),
// and published_at follows the published flag. Documentation: docs/api-account.md.

onRecordValidate((e) => {
  const { slugBase, uniqueSlug, slugTakenIn } = require(`${__hooks}/lib/slug.js`);
  const record = e.record;
  const title = record.getString("title").trim();
  if (!title) throw require(`${__hooks}/lib/fail.js`).badRequest("blog_title_required", "Blog title is required", null, { title: new ValidationError("validation_required", "Blog title is required") });
  record.set("title", title);

  // Slug: from the title, regenerated when the title changes (unless the slug was edited too).
  let source = record.getString("slug") || title;
  if (!record.isNew()) {
    const before = record.original();
    if (before.getString("title") !== title && before.getString("slug") === record.getString("slug")) source = title;
  }
  const wanted = slugBase(source, "post");
  record.set("slug", uniqueSlug(wanted, slugTakenIn(e.app, "blogs", record.id, wanted)));

  if (!record.getBool("published")) record.set("published_at", "");
  else if (!record.getString("published_at")) record.set("published_at", new DateTime());
  e.next();
}, "blogs");

// The collection API: the raw content is for admins only (content_html is the safe copy).
onRecordEnrich((e) => {
  const auth = e.requestInfo ? e.requestInfo.auth : null;
  const admin = auth && (auth.isSuperuser() || (auth.collection().name === "users" && (auth.get("roles") || []).indexOf("admin") >= 0));
  if (!admin) e.record.hide("content");
  e.next();
}, "blogs");

// Publishing through the API (published: true in the body) stamps published_at now, also
// on an update of a published post (the spec's "updating with published true resets it").
onRecordCreateRequest((e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const body = guard.body(e);
  const user = guard.siteUser(e);
  if (body.published === true || body.published === "true") e.record.set("published_at", new DateTime());
  if (!e.record.getString("author") && user) e.record.set("author", user.id);
  e.next();
}, "blogs");
onRecordUpdateRequest((e) => {
  const body = require(`${__hooks}/lib/guard.js`).body(e);
  if (body.published === true || body.published === "true") e.record.set("published_at", new DateTime());
  e.next();
}, "blogs");

// GET /api/reelhouse/blogs?page=&q=&lang=  published posts, 10 per page, newest first; with
// lang (de, es, fr) each post's translated title and excerpt where it has them (issue 27 §6).
routerAdd("GET", "/api/reelhouse/blogs", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { parsePaging, pageResult } = require(`${__hooks}/lib/paging.js`);
  const { likeEscape } = require(`${__hooks}/lib/sql.js`);
  const { htmlToText } = require(`${__hooks}/lib/html-text.js`);
  const { contentLang, translatedColumns } = require(`${__hooks}/lib/content-lang.js`);
  const lang = contentLang(guard.query(e, "lang"));
  const p = parsePaging({ page: guard.query(e, "page") }, { defaultPerPage: 10, maxPerPage: 10 });
  const q = String(guard.query(e, "q") || "").trim().slice(0, 100);
  const params = { limit: p.limit, offset: p.offset, q: "%" + likeEscape(q) + "%" };
  const t = translatedColumns(lang);
  const where =
    "published = TRUE" +
    (q
      ? ` AND (title LIKE {:q} ESCAPE '\\' OR content LIKE {:q} ESCAPE '\\' OR content_html LIKE {:q} ESCAPE '\\'` +
        (lang ? ` OR ${t.title} LIKE {:q} ESCAPE '\\' OR ${t.content_html} LIKE {:q} ESCAPE '\\'` : "") +
        ")"
      : "");
  const total = guard.scalar(e.app, `SELECT COUNT(*) AS n FROM blogs WHERE ${where}`, params);
  const shape = { id: "", title: "", slug: "", content: "", content_html: "", featured_image: "", meta_title: "", meta_description: "", published_at: "", created: "", t_title: "", t_excerpt: "", t_html: "" };
  const rows = guard.rows(
    e.app,
    `SELECT id, title, slug, substr(content, 1, 2000) AS content, substr(content_html, 1, 4000) AS content_html, featured_image,
            meta_title, meta_description, published_at, created,
            coalesce(${t.title}, '') AS t_title, coalesce(${t.excerpt}, '') AS t_excerpt, substr(coalesce(${t.content_html}, ''), 1, 4000) AS t_html
     FROM blogs WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT {:limit} OFFSET {:offset}`,
    params,
    shape,
  );
  const collectionId = e.app.findCollectionByNameOrId("blogs").id;
  const excerptOf = (html) => {
    const text = htmlToText(html);
    return text.length > 200 ? text.slice(0, 197).trimEnd() + "…" : text;
  };
  const items = rows.map((b) => {
    // The English meta texts do not describe a translated post: left out, the page makes its own.
    const translated = !!b.t_title;
    return {
      id: b.id,
      collectionId,
      title: b.t_title || b.title,
      slug: b.slug,
      excerpt: b.t_excerpt || excerptOf(b.t_html || b.content_html || b.content),
      lang: translated ? lang : "en",
      featured_image: b.featured_image,
      featured_image_url: b.featured_image ? `/api/files/${collectionId}/${b.id}/${encodeURIComponent(b.featured_image)}` : "",
      meta_title: translated ? "" : b.meta_title,
      meta_description: translated ? "" : b.meta_description,
      published_at: b.published_at,
      created: b.created,
      author_name: "Admin",
    };
  });
  return e.json(200, pageResult(items, p, total));
});

// GET /api/reelhouse/blogs/{slug}?lang=  a published post (admins: any post); with lang, its
// translated title, excerpt and body where it has them, else the original's.
routerAdd("GET", "/api/reelhouse/blogs/{slug}", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { contentLang, translationOf } = require(`${__hooks}/lib/content-lang.js`);
  let b = null;
  b = guard.orNull(() => e.app.findFirstRecordByData("blogs", "slug", e.request.pathValue("slug")));
  if (!b || (!b.getBool("published") && !guard.isAdmin(e))) throw require(`${__hooks}/lib/fail.js`).notFound("blog_not_found", "Blog post not found");
  const lang = contentLang(guard.query(e, "lang"));
  const t = translationOf(b.getString("translations"), lang);
  const image = b.getString("featured_image");
  const collectionId = b.collection().id;
  return e.json(200, {
    id: b.id,
    collectionId,
    title: t.title || b.getString("title"),
    slug: b.getString("slug"),
    // The raw source is the editor's business: the public reads the sanitised HTML only.
    content: guard.isAdmin(e) && !t.content_html ? b.getString("content") : "",
    content_html: t.content_html || b.getString("content_html"),
    excerpt: t.excerpt || "",
    // The language of the body shown (the original's is English).
    lang: t.content_html ? lang : "en",
    featured_image: image,
    featured_image_url: image ? `/api/files/${collectionId}/${b.id}/${encodeURIComponent(image)}` : "",
    meta_title: t.title ? "" : b.getString("meta_title"),
    meta_description: t.title ? "" : b.getString("meta_description"),
    published: b.getBool("published"),
    published_at: b.getString("published_at"),
    created: b.getString("created"),
    updated: b.getString("updated"),
    author_name: "Admin",
  });
});
