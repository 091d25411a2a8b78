package viewer

import "testing"

func TestSignVerify(t *testing.T) {
	v := Sign("abcdefghijklmnopqrstuv", "k1")
	if id, ok := Verify(v, "k1"); !ok || id != "abcdefghijklmnopqrstuv" {
		t.Fatalf("own cookie refused: %q %v", id, ok)
	}
	for _, bad := range []string{v[:len(v)-1] + "0", "abcdefghijklmnopqrstuv", "x.y", ""} {
		if id, ok := Verify(bad, "k1"); (ok || id != "") && bad != v {
			t.Errorf("%q accepted (%q)", bad, id)
		}
	}
	if _, ok := Verify(v, "k2"); ok {
		t.Error("another install's cookie accepted")
	}
}

func TestVideoOf(t *testing.T) {
	for path, want := range map[string]string{
		"/api/reelhouse/videos/abc/view": "abc", "/api/reelhouse/videos/abc/view/": "abc",
		"/api/reelhouse/videos/abc/rate": "", "/api/reelhouse/videos//view": "",
	} {
		if got := videoOf("POST", path); got != want {
			t.Errorf("%s: %q want %q", path, got, want)
		}
	}
}
