/// <reference path="../.tmp/pb-types/types.d.ts" />
// Category names and blog posts per language (issue 27 §6): the admin may give a category a
// name, and a post a title, excerpt and body, in German, Spanish and French; a visitor in a
// language without one sees the original. English is the original itself (name, title,
// content_html), never a key here.
//
// - categories.name_i18n: {"de": "Strand", …}. Trimmed, 2-50 characters like the name, only
//   de/es/fr, empty entries dropped (Go validate hook, internal/catalog/category_names.go).
// - blogs.translations: {"de": {"title", "excerpt", "content_html"}, …}. Title ≤ 200 and
//   excerpt ≤ 300 trimmed, the body sanitised by the same bluemonday policy as content_html
//   (internal/blog/translations.go). A JSON field rather than a collection: a post and its
//   translations are saved in one request (never half-translated), sanitised in the same
//   validate step, and the public routes read one language's fields by json_extract for the
//   ten posts of a page.
// Rules are the collections' own (only admins write): no rule changes here.

migrate((app) => {
  const categories = app.findCollectionByNameOrId("categories");
  categories.fields.add(new JSONField({ name: "name_i18n", maxSize: 2000 }));
  app.save(categories);

  const blogs = app.findCollectionByNameOrId("blogs");
  // Three bodies of at most 1,000,000 characters each (content_html's own limit).
  blogs.fields.add(new JSONField({ name: "translations", maxSize: 3200000 }));
  app.save(blogs);
}, (app) => {
  const categories = app.findCollectionByNameOrId("categories");
  categories.fields.removeByName("name_i18n");
  app.save(categories);
  const blogs = app.findCollectionByNameOrId("blogs");
  blogs.fields.removeByName("translations");
  app.save(blogs);
});
