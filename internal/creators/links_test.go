package creators

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

func parts(t *testing.T, link string) (string, string) {
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("exp"), u.Query().Get("sig")
}

func TestDocumentLinksExpireAfter60Seconds(t *testing.T) {
	s := NewSigner("/api/reelhouse/creator-documents/")
	now := time.Unix(1_800_000_000, 0)
	link := s.URL("req1", "id_document", "id_document_abc.jpg", now)
	if !strings.HasPrefix(link, "/api/reelhouse/creator-documents/req1/id_document?") {
		t.Fatalf("link %q", link)
	}
	exp, sig := parts(t, link)
	if !s.Valid("req1", "id_document", "id_document_abc.jpg", exp, sig, now.Add(59*time.Second)) {
		t.Error("refused within 60 s")
	}
	if !s.Valid("req1", "id_document", "id_document_abc.jpg", exp, sig, now.Add(60*time.Second)) {
		t.Error("refused at 60 s")
	}
	if s.Valid("req1", "id_document", "id_document_abc.jpg", exp, sig, now.Add(61*time.Second)) {
		t.Error("accepted after 60 s")
	}
	for name, ok := range map[string]bool{
		"other field":   s.Valid("req1", "id_selfie", "id_document_abc.jpg", exp, sig, now),
		"other request": s.Valid("req2", "id_document", "id_document_abc.jpg", exp, sig, now),
		"other file":    s.Valid("req1", "id_document", "id_document_new.jpg", exp, sig, now),
		"no file":       s.Valid("req1", "id_document", "", exp, sig, now),
		"forged sig":    s.Valid("req1", "id_document", "id_document_abc.jpg", exp, strings.Repeat("0", 64), now),
		"other key":     NewSigner("/api/reelhouse/creator-documents/").Valid("req1", "id_document", "id_document_abc.jpg", exp, sig, now),
		"garbage exp":   s.Valid("req1", "id_document", "id_document_abc.jpg", "soon", sig, now),
	} {
		if ok {
			t.Errorf("%s: accepted", name)
		}
	}
	// A link whose expiry was pushed further out than 60 s is refused even if signed.
	far := now.Add(10 * time.Minute)
	farExp, farSig := parts(t, s.URL("req1", "id_document", "f.jpg", far))
	if s.Valid("req1", "id_document", "f.jpg", farExp, farSig, now) {
		t.Error("a link valid for more than 60 s accepted")
	}
}
