package creators

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"strconv"
	"time"
)

// LinkTTL is how long a document link works (management spec §9: signed URL valid 60 s).
const LinkTTL = 60 * time.Second

// Signer makes and checks document links. The key lives only in this process: a
// restart invalidates every link, which at 60 seconds of validity costs nothing.
type Signer struct{ key []byte }

func NewSigner() *Signer {
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		panic(err)
	}
	return &Signer{key: key}
}

func (s *Signer) mac(requestID, field, filename string, exp int64) string {
	m := hmac.New(sha256.New, s.key)
	fmt.Fprintf(m, "%s|%s|%s|%d", requestID, field, filename, exp)
	return hex.EncodeToString(m.Sum(nil))
}

// URL is the path of a document link valid until now+LinkTTL. The file name is part of
// the signature, so a link dies with its file (revoked, replaced).
func (s *Signer) URL(requestID, field, filename string, now time.Time) string {
	exp := now.Add(LinkTTL).Unix()
	q := url.Values{"exp": {strconv.FormatInt(exp, 10)}, "sig": {s.mac(requestID, field, filename, exp)}}
	return "/api/reelhouse/creator-documents/" + url.PathEscape(requestID) + "/" + field + "?" + q.Encode()
}

// Valid reports whether exp and sig were issued for this file and have not expired.
func (s *Signer) Valid(requestID, field, filename, expRaw, sig string, now time.Time) bool {
	exp, err := strconv.ParseInt(expRaw, 10, 64)
	if err != nil || filename == "" {
		return false
	}
	if now.Unix() > exp || exp > now.Add(LinkTTL).Unix() {
		return false
	}
	return hmac.Equal([]byte(sig), []byte(s.mac(requestID, field, filename, exp)))
}
