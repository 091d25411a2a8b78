package apierr

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
)

func TestNewKeepsCodeOutOfFieldErrors(t *testing.T) {
	b, _ := json.Marshal(New(http.StatusBadRequest, "playlist_limit", "You already have 200 playlists.", map[string]any{"max": 200}))
	want := `{"data":{"code":"playlist_limit","values":{"max":200}},"message":"You already have 200 playlists.","status":400}`
	if string(b) != want {
		t.Fatalf("got %s\nwant %s", b, want)
	}
}

func TestFromKeepsReasonCode(t *testing.T) {
	wrapped := fmt.Errorf("saving: %w", Refusef("comment_too_long", "At most 2000 characters.", map[string]any{"max": 2000}))
	err := From(http.StatusBadRequest, wrapped)
	if err.Status != 400 || err.Data["code"] != "comment_too_long" || err.Message != "At most 2000 characters." {
		t.Fatalf("got %+v", err)
	}
	plain := From(http.StatusConflict, fmt.Errorf("boom"))
	if _, ok := plain.Data["code"]; ok || plain.Status != 409 {
		t.Fatalf("a plain error got a code: %+v", plain)
	}
}

func TestWithFieldsKeepsBoth(t *testing.T) {
	err := WithFields(400, "comment_empty", "Write a comment.", map[string]any{"content": map[string]string{"code": "validation_required", "message": "Write a comment."}, "code": "x"})
	if err.Data["code"] != "comment_empty" || err.Data["content"] == nil {
		t.Fatalf("got %+v", err.Data)
	}
}
