package agegate

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"strings"
	"time"
)

// Pass is a passed check: all the site keeps (no name, document, face or birth date).
type Pass struct {
	Over18   bool   `json:"o"`
	Region   string `json:"r"`
	Method   string `json:"m"`
	Provider string `json:"p"`
	At       int64  `json:"t"` // unix seconds of the check
}

// ValidFor: the pass still counts under a rule with that renewal period at now. A pass
// from the future (clock games, a forged time) does not.
func (p Pass) ValidFor(r Rule, now time.Time) bool {
	if !p.Over18 || p.At > now.Unix()+60 {
		return false
	}
	return now.Unix() < p.At+int64(r.RenewalDays)*86400
}

// CookieName is the visitor's signed pass (HttpOnly, SameSite=Lax).
const CookieName = "rh_age"

// SignPass: base64url(JSON) "." base64url(HMAC-SHA256(key, JSON part)).
func SignPass(p Pass, key []byte) string {
	body, _ := json.Marshal(p)
	part := base64.RawURLEncoding.EncodeToString(body)
	return part + "." + base64.RawURLEncoding.EncodeToString(mac(part, key))
}

// ReadPass: the pass a cookie value carries, ok false for anything not signed with key.
func ReadPass(v string, key []byte) (Pass, bool) {
	part, sig, found := strings.Cut(v, ".")
	if !found || len(key) == 0 || len(v) > 512 {
		return Pass{}, false
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, mac(part, key)) {
		return Pass{}, false
	}
	body, err := base64.RawURLEncoding.DecodeString(part)
	if err != nil {
		return Pass{}, false
	}
	var p Pass
	if json.Unmarshal(body, &p) != nil {
		return Pass{}, false
	}
	return p, true
}

func mac(part string, key []byte) []byte {
	h := hmac.New(sha256.New, key)
	h.Write([]byte("reelhouse-age-pass\x00"))
	h.Write([]byte(part))
	return h.Sum(nil)
}
