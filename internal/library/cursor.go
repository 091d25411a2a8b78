package library

import (
	"encoding/base64"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// cursor: where the previous page of a list ended, its row's time and rowid. Opaque to
// the client (base64url of "time|rowid").
type cursor struct {
	at    string
	rowid int64
}

func (c cursor) String() string {
	return base64.RawURLEncoding.EncodeToString([]byte(c.at + "|" + strconv.FormatInt(c.rowid, 10)))
}

func parseCursor(s string) (*cursor, bool) {
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(raw) > 64 {
		return nil, false
	}
	at, id, ok := strings.Cut(string(raw), "|")
	rowid, err := strconv.ParseInt(id, 10, 64)
	if !ok || err != nil || rowid < 1 || at == "" {
		return nil, false
	}
	return &cursor{at, rowid}, true
}

// cursorOf: the request's ?cursor=, nil when absent; a malformed one is a 400.
func cursorOf(e *core.RequestEvent) (*cursor, error) {
	s := e.Request.URL.Query().Get("cursor")
	if s == "" {
		return nil, nil
	}
	c, ok := parseCursor(s)
	if !ok {
		return nil, apierr.BadRequest("cursor_invalid", "Invalid cursor.")
	}
	return c, nil
}
