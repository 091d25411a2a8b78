package creators

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// LinkTTL is how long a document link works (management spec §9: signed URL valid 60 s).
const LinkTTL = 60 * time.Second

// Signer makes and checks document links. The key lives only in this process: a
// restart invalidates every link, which at 60 seconds of validity costs nothing.
type Signer struct {
	key  []byte
	path string // the route the links name, ending in "/"
}

// NewSigner signs links to the route at path (e.g. "/api/reelhouse/creator-documents/"),
// with a key of its own: a link made for one route never opens another route's files.
func NewSigner(path string) *Signer {
	key := make([]byte, 32)
	if _, err := rand.Read(key); err != nil {
		panic(err)
	}
	return &Signer{key: key, path: path}
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
	return s.path + url.PathEscape(requestID) + "/" + field + "?" + q.Encode()
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

// ServeDocument answers GET …/{id}/{field}?exp&sig with a protected file of a record of
// collection (one of fields), when the link is signer's, unexpired and names the file the
// field holds now, and refused (may be nil) does not refuse the record. Never cached
// anywhere; the same 403 for a wrong record, signature or expiry (nothing to probe).
func ServeDocument(e *core.RequestEvent, signer *Signer, collection string, fields []string, refused func(*core.Record) bool) error {
	h := e.Response.Header()
	h.Set("Cache-Control", "no-store, private, max-age=0")
	h.Set("Pragma", "no-cache")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Content-Type-Options", "nosniff")
	field := e.Request.PathValue("field")
	if !slices.Contains(fields, field) {
		return apierr.NotFound("not_found", "The requested resource wasn't found.")
	}
	rec, err := e.App.FindRecordById(collection, e.Request.PathValue("id"))
	if err != nil {
		return apierr.Forbidden("document_link_invalid", "This document link is invalid or has expired.")
	}
	name := rec.GetString(field)
	q := e.Request.URL.Query()
	if (refused != nil && refused(rec)) || !signer.Valid(rec.Id, field, name, q.Get("exp"), q.Get("sig"), time.Now()) {
		return apierr.Forbidden("document_link_invalid", "This document link is invalid or has expired.")
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return e.InternalServerError("", err)
	}
	defer fsys.Close()
	h.Set("Content-Disposition", "inline")
	if err := fsys.Serve(e.Response, e.Request, rec.BaseFilesPath()+"/"+name, name); err != nil {
		return apierr.NotFound("document_not_found", "Document not found.")
	}
	return nil
}
