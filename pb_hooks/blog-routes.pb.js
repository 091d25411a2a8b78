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

// GET /api/reelhouse/blogs?page=&q=  published posts, 10 per page, newest first
routerAdd("GET", "/api/reelhouse/blogs", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  const { parsePaging, pageResult } = require(`${__hooks}/lib/paging.js`);
  const { likeEscape } = require(`${__hooks}/lib/sql.js`);
  const { htmlToText } = require(`${__hooks}/lib/html-text.js`);
  const p = parsePaging({ page: guard.query(e, "page") }, { defaultPerPage: 10, maxPerPage: 10 });
  const q = String(guard.query(e, "q") || "").trim().slice(0, 100);
  const params = { limit: p.limit, offset: p.offset, q: "%" + likeEscape(q) + "%" };
  const where = "published = TRUE" + (q ? " AND (title LIKE {:q} ESCAPE '\\' OR content LIKE {:q} ESCAPE '\\' OR content_html LIKE {:q} ESCAPE '\\')" : "");
  const total = guard.scalar(e.app, `SELECT COUNT(*) AS n FROM blogs WHERE ${where}`, params);
  const shape = { id: "", title: "", slug: "", content: "", content_html: "", featured_image: "", meta_title: "", meta_description: "", published_at: "", created: "" };
  const rows = guard.rows(
    e.app,
    `SELECT id, title, slug, substr(content, 1, 2000) AS content, substr(content_html, 1, 4000) AS content_html, featured_image,
            meta_title, meta_description, published_at, created
     FROM blogs WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT {:limit} OFFSET {:offset}`,
    params,
    shape,
  );
  const collectionId = e.app.findCollectionByNameOrId("blogs").id;
  const items = rows.map((b) => {
    const text = htmlToText(b.content_html || b.content);
    return {
      id: b.id,
      collectionId,
      title: b.title,
      slug: b.slug,
      excerpt: text.length > 200 ? text.slice(0, 197).trimEnd() + "…" : text,
      featured_image: b.featured_image,
      featured_image_url: b.featured_image ? `/api/files/${collectionId}/${b.id}/${encodeURIComponent(b.featured_image)}` : "",
      meta_title: b.meta_title,
      meta_description: b.meta_description,
      published_at: b.published_at,
      created: b.created,
      author_name: "Admin",
    };
  });
  return e.json(200, pageResult(items, p, total));
});

// GET /api/reelhouse/blogs/{slug}  a published post (admins: any post)
routerAdd("GET", "/api/reelhouse/blogs/{slug}", (e) => {
  const guard = require(`${__hooks}/lib/guard.js`);
  let b = null;
  b = guard.orNull(() => e.app.findFirstRecordByData("blogs", "slug", e.request.pathValue("slug")));
  if (!b || (!b.getBool("published") && !guard.isAdmin(e))) throw require(`${__hooks}/lib/fail.js`).notFound("blog_not_found", "Blog post not found");
  const image = b.getString("featured_image");
  const collectionId = b.collection().id;
  return e.json(200, {
    id: b.id,
    collectionId,
    title: b.getString("title"),
    slug: b.getString("slug"),
    // The raw source is the editor's business: the public reads the sanitised HTML only.
    content: guard.isAdmin(e) ? b.getString("content") : "",
    content_html: b.getString("content_html"),
    featured_image: image,
    featured_image_url: image ? `/api/files/${collectionId}/${b.id}/${encodeURIComponent(image)}` : "",
    meta_title: b.getString("meta_title"),
    meta_description: b.getString("meta_description"),
    published: b.getBool("published"),
    published_at: b.getString("published_at"),
    created: b.getString("created"),
    updated: b.getString("updated"),
    author_name: "Admin",
  });
});
