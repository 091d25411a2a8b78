package engagement

import (
	"math"
	"regexp"
	"strings"
	"time"
	"unicode/utf16"
)

// Views: who a viewer is and which 6-hour window a view falls in. The trending job
// (pb_hooks/lib/views.js) shares BucketSeconds, RecentDays and AllTimeShare; the shared
// table tests/fixtures/view-rules.json checks both.
const (
	BucketSeconds = 6 * 60 * 60
	RecentDays    = 7
	AllTimeShare  = 0.05
	// ViewScore: what one counted view adds to the trending score (1 recent view + its share).
	ViewScore = 1 + AllTimeShare
)

var anonID = regexp.MustCompile(`^[A-Za-z0-9_-]{8,64}$`)

func bucketOf(unixSeconds int64) int64 { return unixSeconds / BucketSeconds }

// IsValidAnonID: the shape of the client's anon_id (checked, never trusted).
func IsValidAnonID(v string) bool { return anonID.MatchString(v) }

// ViewerKey: the signed-in member, else the server's viewer cookie id with the IP;
// hashed, so video_views holds no raw identifiers.
func ViewerKey(userID, cookieID, ip string, hash func(string) string) (string, bool) {
	if userID != "" {
		return hash("user:" + userID), true
	}
	if !IsValidAnonID(cookieID) {
		return "", false
	}
	return hash("anon:" + cookieID + "|" + ip), true
}

// monthOf: "YYYY-MM" (UTC).
func monthOf(t time.Time) string { return t.UTC().Format("2006-01") }

var errViewerMissing = errorString("the viewer middleware did not run")

type errorString string

func (e errorString) Error() string { return string(e) }

// Characters that show nothing: C0/C1 controls (NUL included; tab and line breaks stay),
// soft hyphen, combining grapheme joiner, zero-width and bidi marks, word joiners and
// invisible operators, Hangul and braille blanks, variation selectors, BOM, interlinear
// annotation, and the Unicode tag block.
var invisible = regexp.MustCompile(`[\x{0000}-\x{0008}\x{000B}\x{000C}\x{000E}-\x{001F}\x{007F}-\x{009F}\x{00AD}\x{034F}\x{061C}\x{115F}\x{1160}\x{17B4}\x{17B5}\x{180B}-\x{180F}\x{200B}-\x{200F}\x{202A}-\x{202E}\x{2060}-\x{206F}\x{2800}\x{3164}\x{FE00}-\x{FE0F}\x{FEFF}\x{FFA0}\x{FFF9}-\x{FFFB}\x{E0000}-\x{E01EF}]`)

// MaxComment: the spec's cap, in UTF-16 code units (what the browser's maxLength counts).
const MaxComment = 5000

// CheckComment: the comment as stored (invisible characters removed, trimmed) or the
// spec's error text.
func CheckComment(content string) (string, string) {
	text := strings.TrimSpace(invisible.ReplaceAllString(content, ""))
	if text == "" {
		return "", "Comment cannot be empty"
	}
	if len(utf16.Encode([]rune(text))) > MaxComment {
		return "", "Comment must be at most 5000 characters"
	}
	return text, ""
}

// commentCodes: the code of each CheckComment refusal (apierr; the client translates it).
var commentCodes = map[string]string{
	"Comment cannot be empty":                 "comment_empty",
	"Comment must be at most 5000 characters": "comment_too_long",
}

// commentCode: the refusal's code, with the cap for the catalogs' {max}.
func commentCode(msg string) (string, map[string]any) {
	if code, ok := commentCodes[msg]; ok {
		if code == "comment_too_long" {
			return code, map[string]any{"max": MaxComment}
		}
		return code, nil
	}
	return "", nil // no code: the client shows the message as it is
}

var opID = regexp.MustCompile(`^[a-z0-9]{15}$`)

// IsOpID: a client mutation id from the offline outbox (a PocketBase id's shape).
func IsOpID(v string) bool { return opID.MatchString(v) }

// MustVerify: whether members need a verified e-mail to comment and rate: the site
// setting require_verified when set, else exactly when SMTP is configured (without mail
// nobody could ever verify).
func MustVerify(setting *bool, smtpEnabled bool) bool {
	if setting != nil {
		return *setting
	}
	return smtpEnabled
}

// NextRating: the rating state machine: none → create; same type → remove; other → switch.
func NextRating(current, requested string) (action, result string) {
	switch current {
	case "":
		return "create", requested
	case requested:
		return "delete", ""
	default:
		return "update", requested
	}
}

// Stars: the card's star rating, the share of likes on a 0-5 scale with one decimal (the
// shared table tests/fixtures/star-rating.json; internal/repair has the SQL form).
func Stars(likes, dislikes int) float64 {
	total := likes + dislikes
	if total == 0 {
		return 0
	}
	return math.Round(50*float64(likes)/float64(total)) / 10
}
