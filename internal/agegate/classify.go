package agegate

import "strings"

// kind is what the gate does with a request from a verify region before the check.
type kind int

const (
	kindContent kind = iota // refused: may carry a title, image or byte (the default)
	kindOpen                // carries nothing adult: served as it is
	kindShell               // the PWA's page: served without titles, meta or first data
)

// openAPIPrefixes: the API a visitor needs to pass the check, sign in and read the
// site's name and legal texts. Everything else under /api, including routes added later
// by anyone, is content until the check is passed.
var openAPIPrefixes = []string{
	"/api/agegate/",                // the check itself, the public method list, the fake provider
	"/api/collections/users/auth-", // sign-in, auth-methods, auth-refresh
	"/api/collections/users/request-",
	"/api/collections/users/confirm-",
	"/api/collections/users/records", // sign-up and one's own profile: nothing adult
	"/api/collections/_superusers/",  // the dashboard's sign-in
	"/api/reelhouse/settings/site",   // site name, languages, legal texts
	"/api/reelhouse/me",
	"/api/reelhouse/auth/",
	"/api/reelhouse/users/exists",
	"/api/reelhouse/account/",
}

var openExact = map[string]bool{
	"/api/health": true,
	"/robots.txt": true,
}

// spaPattern: internal/web's catch-all route, the only non-API route served to a gated
// visitor (as the bare shell). Any other page route (an embed player, oEmbed) is content.
const spaPattern = "/{path...}"

// classify: method and path of the request, pattern the router matched (r.Pattern).
func classify(path, pattern string) kind {
	if openExact[path] {
		return kindOpen
	}
	if path == "/_" || strings.HasPrefix(path, "/_/") {
		return kindOpen // the dashboard's files; its API calls are a superuser's (exempt)
	}
	if path == "/api" || strings.HasPrefix(path, "/api/") {
		for _, p := range openAPIPrefixes {
			if strings.HasPrefix(path, p) {
				return kindOpen
			}
		}
		return kindContent
	}
	if isSitemap(path) {
		return kindContent
	}
	_, route, _ := strings.Cut(pattern, " ")
	if route == "" {
		route = pattern
	}
	if route == spaPattern {
		return kindShell
	}
	return kindContent
}

// isSitemap: /sitemap.xml and its files (internal/web/seo.go), and their language copies.
func isSitemap(path string) bool {
	base := path[strings.LastIndexByte(path, '/')+1:]
	return strings.HasPrefix(base, "sitemap") && strings.HasSuffix(base, ".xml")
}
