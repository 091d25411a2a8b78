package catalog

import (
	"math"
	"net/url"
	"regexp"
	"strconv"
)

// Who may play a video, and the playback tokens of the stream route. A token is
// `<expiry>.<userId or ->.<hex HMAC-SHA256 of "videoId|userId|expiry">` signed with the
// install's playback_signing_key secret; it lives max(2 h, 3 × duration) so seeking in
// a long video keeps working (PocketBase's own file tokens last 180 s).
const minTokenTTL = 2 * 60 * 60

func tokenTTL(durationSeconds float64) int64 {
	d := 0.0
	if !math.IsNaN(durationSeconds) && !math.IsInf(durationSeconds, 0) && durationSeconds > 0 {
		d = durationSeconds
	}
	return max(minTokenTTL, int64(math.Ceil(3*d)))
}

// canPlay: free videos anyone; premium videos premium members, admins (role or
// superuser) and the owning creator.
func canPlay(c caller, isPremium bool, creator string) bool {
	if !isPremium || c.Admin {
		return true
	}
	if c.UserID == "" {
		return false
	}
	return c.Premium || (creator != "" && creator == c.UserID)
}

// superuserSubject marks a superuser as a token's holder: PocketBase ids are [a-z0-9],
// so the prefix cannot collide with a users id.
const superuserSubject = "su_"

type signFunc func(text string) string

func tokenPayload(videoID, userID string, exp int64) string {
	return videoID + "|" + userID + "|" + strconv.FormatInt(exp, 10)
}

// visitorWindow: a visitor's token is issued as of the start of the current window, so
// every visitor gets the same token (and the same watch page, which a CDN can then share
// and revalidate by ETag) for that long; it stays valid at least tokenTTL - visitorWindow.
const visitorWindow = 10 * 60

func issueToken(videoID, userID string, duration float64, now int64, sign signFunc) string {
	if userID == "" {
		now -= now % visitorWindow
	}
	exp := now + tokenTTL(duration)
	user := userID
	if user == "" {
		user = "-"
	}
	return strconv.FormatInt(exp, 10) + "." + user + "." + sign(tokenPayload(videoID, userID, exp))
}

var tokenPattern = regexp.MustCompile(`^(\d{1,12})\.([A-Za-z0-9_-]{1,64})\.([0-9a-f]{64})$`)

// verifyToken returns the token's user ("" for a visitor) and whether it is valid for
// videoID at now. equal must compare in constant time.
func verifyToken(token, videoID string, now int64, sign signFunc, equal func(a, b string) bool) (userID string, ok bool) {
	m := tokenPattern.FindStringSubmatch(token)
	if m == nil {
		return "", false
	}
	exp, err := strconv.ParseInt(m[1], 10, 64)
	if err != nil {
		return "", false
	}
	user := m[2]
	if user == "-" {
		user = ""
	}
	if !equal(sign(tokenPayload(videoID, user, exp)), m[3]) || exp < now {
		return "", false
	}
	return user, true
}

// buildSources: the player sources in the default order (local first), empty strings
// skipped.
func buildSources(videoID, token string, src *videoSource) []source {
	out := []source{}
	if src == nil {
		return out
	}
	if src.File != "" && token != "" {
		q := "?token=" + url.QueryEscape(token)
		local := source{Type: "local", URL: "/api/reelhouse/stream/" + url.PathEscape(videoID) + q, Thumbs: src.Sprite}
		if parseHLS(src.HLS) != nil {
			local.HLS = "/api/reelhouse/hls/" + url.PathEscape(videoID) + "/master.m3u8" + q
		}
		out = append(out, local)
	}
	for _, h := range []source{{Type: "doodstream", URL: src.Doodstream}, {Type: "vidguard", URL: src.Vidguard}, {Type: "streamtape", URL: src.Streamtape}} {
		if h.URL != "" {
			out = append(out, h)
		}
	}
	return out
}
