package throttle

import (
	"net/http"
	"strings"
	"time"
)

// Rule: the limits of one kind of request. Every limit counts per client IP; PerMember
// limits count per signed-in user as well (a member cannot spread over addresses).
type Rule struct {
	Name    string
	Method  string
	Paths   []string // "/api/reelhouse/videos/*/view": * is one path segment
	PerIP   []Limit
	PerUser []Limit
	// What the client is told with the 429 ("Too many sign-in attempts"), and its code
	// (internal/apierr: the client translates it).
	Message string
	Code    string
}

const (
	minute = time.Minute
	hour   = time.Hour
)

// Rules are the per-IP/per-member throttles (docs/api.md "Limits"). Sign-in, sign-up and
// password reset also keep PocketBase's own limiter (migration 1763769802), which exempts
// loopback; these do not, so they hold behind a local reverse proxy too.
var Rules = []Rule{
	{Name: "sign-in", Method: http.MethodPost, Paths: []string{"/api/collections/users/auth-with-password", "/api/collections/users/auth-with-otp", "/api/reelhouse/auth/2fa"},
		PerIP: []Limit{{10, minute}, {60, hour}}, Message: "Too many sign-in attempts.", Code: "too_many_sign_in"},
	{Name: "sign-up", Method: http.MethodPost, Paths: []string{"/api/collections/users/records"},
		PerIP: []Limit{{5, 10 * minute}, {20, hour}}, Message: "Too many sign-ups from this address.", Code: "too_many_sign_up"},
	{Name: "password-reset", Method: http.MethodPost, Paths: []string{"/api/collections/users/request-password-reset", "/api/collections/users/confirm-password-reset", "/api/collections/users/request-verification", "/api/collections/users/request-otp"},
		PerIP: []Limit{{5, 5 * minute}, {20, hour}}, Message: "Too many password reset requests.", Code: "too_many_password_reset"},
	{Name: "users-exists", Method: http.MethodPost, Paths: []string{"/api/reelhouse/users/exists"},
		PerIP: []Limit{{5, minute}, {20, hour}}, Message: "Too many requests.", Code: "too_many_users_exists"},
	{Name: "username-change", Method: http.MethodPost, Paths: []string{"/api/reelhouse/account/username"},
		PerIP: []Limit{{10, 15 * minute}}, PerUser: []Limit{{5, 15 * minute}}, Message: "Too many username changes.", Code: "too_many_username_change"},
	// Deleting an account re-checks the password: a stolen session must not guess it.
	{Name: "account-delete", Method: http.MethodPost, Paths: []string{"/api/reelhouse/account/delete"},
		PerIP: []Limit{{10, 15 * minute}}, PerUser: []Limit{{5, 15 * minute}}, Message: "Too many attempts to delete the account.", Code: "too_many_account_delete"},
	// Starting an age check (issue 37) writes a pending row and redirects to a provider:
	// a person needs a handful, a script would fill the table (and the provider's quota).
	{Name: "age-check-start", Method: http.MethodPost, Paths: []string{"/api/agegate/start"},
		PerIP: []Limit{{10, minute}, {60, hour}}, Message: "Too many age checks started.", Code: "too_many_age_checks"},
	{Name: "comments", Method: http.MethodPost, Paths: []string{"/api/reelhouse/videos/*/comments", "/api/collections/comments/records"},
		PerIP: []Limit{{20, minute}, {200, hour}}, PerUser: []Limit{{10, minute}, {100, hour}}, Message: "Too many comments.", Code: "too_many_comments"},
	{Name: "ratings", Method: http.MethodPost, Paths: []string{"/api/reelhouse/videos/*/rate", "/api/collections/video_ratings/records"},
		PerIP: []Limit{{60, minute}}, PerUser: []Limit{{30, minute}}, Message: "Too many ratings.", Code: "too_many_ratings"},
	{Name: "likes", Method: http.MethodPost, Paths: []string{"/api/reelhouse/comments/*/like", "/api/collections/comment_likes/records"},
		PerIP: []Limit{{120, minute}}, PerUser: []Limit{{60, minute}}, Message: "Too many likes.", Code: "too_many_likes"},
	// New videos (issue 36 §4): each create can reach every follower of the creator, so a
	// creator (or a stolen creator account) may start only so many, through the record API
	// or a tus upload alike. Room for a creator uploading a season at once, not for a flood.
	{Name: "video-create", Method: http.MethodPost, Paths: []string{"/api/collections/videos/records", "/api/reelhouse/uploads"},
		PerIP: []Limit{{30, 10 * minute}}, PerUser: []Limit{{10, 10 * minute}, {60, hour}}, Message: "Too many new videos.", Code: "too_many_video_creates"},
	// A member's library (internal/library): toggles, playlist edits, follows and the
	// player's saved position (every 10 s at most while playing).
	{Name: "library", Method: http.MethodPost, Paths: []string{"/api/reelhouse/library/lists/*/*", "/api/reelhouse/library/history/*",
		"/api/reelhouse/library/playlists", "/api/reelhouse/library/playlists/*/items", "/api/reelhouse/library/playlists/*/move", "/api/reelhouse/library/follows/*"},
		PerIP: []Limit{{240, minute}}, PerUser: []Limit{{120, minute}, {2000, hour}}, Message: "Too many library changes.", Code: "too_many_library"},
	{Name: "views", Method: http.MethodPost, Paths: []string{"/api/reelhouse/videos/*/view"},
		PerIP: []Limit{{30, minute}, {600, hour}}, Message: "Too many views from this address.", Code: "too_many_views"},
	{Name: "reports", Method: http.MethodPost, Paths: []string{"/api/reelhouse/reports", "/api/reelhouse/dmca"},
		PerIP: []Limit{{10, 10 * minute}, {30, hour}}, PerUser: []Limit{{10, 10 * minute}, {30, hour}}, Message: "Too many reports.", Code: "too_many_reports"},
	// The payment provider's notification route is public (the provider cannot sign in), so
	// without a limit one client could post refused notifications as fast as the server
	// answers. A provider sends one per status change of a payment, from few addresses, and
	// retries what is refused: the limits leave room for a busy shop.
	{Name: "payments-ipn", Method: http.MethodPost, Paths: []string{"/api/reelhouse/payments/ipn/coinpayments"},
		PerIP: []Limit{{120, minute}, {3000, hour}}, Message: "Too many payment notifications from this address.", Code: "too_many_payments_ipn"},
}

// match: the rule for a request, or nil.
func match(rules []Rule, method, path string) *Rule {
	for i := range rules {
		r := &rules[i]
		if r.Method != method {
			continue
		}
		for _, p := range r.Paths {
			if pathMatches(p, path) {
				return r
			}
		}
	}
	return nil
}

func pathMatches(pattern, path string) bool {
	ps, xs := strings.Split(pattern, "/"), strings.Split(strings.TrimSuffix(path, "/"), "/")
	if len(ps) != len(xs) {
		return false
	}
	for i := range ps {
		if ps[i] != "*" && ps[i] != xs[i] {
			return false
		}
		if ps[i] == "*" && xs[i] == "" {
			return false
		}
	}
	return true
}
