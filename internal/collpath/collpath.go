// Package collpath names the collection of a PocketBase collection path the way PocketBase
// itself resolves it. The record API answers `/api/collections/comments/records`, but also
// `/api/collections/Comments/records` and `/api/collections/<comments' id>/records` (its
// lookup is by id or by name in any letter case), so a rule that compares the path as text
// (a throttle, a body cap, the batch guard) has side doors. Every such rule compares the
// canonical path instead: the collection segment replaced by the collection's own name.
package collpath

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Prefix: the collection routes of PocketBase's API.
const Prefix = "/api/collections/"

// Canonical returns path (a URL path, optionally with its query) with the segment after
// /api/collections/ replaced by the name of the collection it resolves to, through the
// app's cached collection lookup (case-insensitive name or id; no query of the database).
// Any other path, or a segment that names no collection, comes back unchanged.
func Canonical(app core.App, path string) string {
	rest, ok := strings.CutPrefix(path, Prefix)
	if !ok {
		return path
	}
	seg, tail, _ := cutAny(rest, "/?")
	if seg == "" {
		return path
	}
	c, err := app.FindCachedCollectionByNameOrId(seg)
	if err != nil || c.Name == seg {
		return path
	}
	return Prefix + c.Name + tail
}

// cutAny cuts s before the first of the separators, keeping the separator in after.
func cutAny(s, seps string) (before, after string, found bool) {
	if i := strings.IndexAny(s, seps); i >= 0 {
		return s[:i], s[i:], true
	}
	return s, "", false
}
