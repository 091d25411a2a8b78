package throttle

import "testing"

func TestMatch(t *testing.T) {
	cases := []struct {
		method, path, want string
	}{
		{"POST", "/api/collections/users/auth-with-password", "sign-in"},
		{"POST", "/api/reelhouse/videos/abc/view", "views"},
		{"POST", "/api/reelhouse/videos/abc/view/", "views"},
		{"GET", "/api/reelhouse/videos/abc/view", ""},
		{"POST", "/api/reelhouse/videos//view", ""},
		{"POST", "/api/reelhouse/videos/abc/comments", "comments"},
		{"POST", "/api/collections/comments/records", "comments"},
		{"POST", "/api/collections/videos/records", "video-create"},
		{"POST", "/api/reelhouse/uploads", "video-create"},
		{"PATCH", "/api/reelhouse/uploads/abc", ""},
		{"POST", "/api/collections/categories/records", ""},
		{"POST", "/api/reelhouse/payments/ipn/coinpayments", "payments-ipn"},
		{"POST", "/api/reelhouse/library/lists/favourites/abc", "library"},
		{"POST", "/api/reelhouse/library/history/abc", "library"},
		{"POST", "/api/reelhouse/library/playlists", "library"},
		{"POST", "/api/reelhouse/library/playlists/abc/items", "library"},
		{"POST", "/api/reelhouse/library/follows/someone", "library"},
		{"GET", "/api/reelhouse/library/lists/favourites", ""},
	}
	for _, c := range cases {
		got := ""
		if r := match(Rules, c.method, c.path); r != nil {
			got = r.Name
		}
		if got != c.want {
			t.Errorf("%s %s: %q, want %q", c.method, c.path, got, c.want)
		}
	}
}

func TestBodyCap(t *testing.T) {
	cases := []struct {
		method, path, ct string
		want             int64
	}{
		{"POST", "/api/reelhouse/videos/x/view", "application/json", 1 << 10},
		{"POST", "/api/reelhouse/videos/x/comments", "application/json", 64 << 10},
		{"POST", "/api/reelhouse/videos/x/comments", "text/plain", 64 << 10},
		{"POST", "/api/collections/comments/records", "application/json", 64 << 10},
		{"PATCH", "/api/collections/blogs/records/abc", "application/json", 2 << 20},
		{"POST", "/api/collections/video_sources/records", "multipart/form-data; boundary=x", 0},
		{"GET", "/api/reelhouse/videos/x", "", 0},
		{"POST", "/api/collections/_superusers/auth-with-password", "application/json", 0},
	}
	for _, c := range cases {
		if got := BodyCap(c.method, c.path, c.ct); got != c.want {
			t.Errorf("%s %s %s: %d, want %d", c.method, c.path, c.ct, got, c.want)
		}
	}
}

func TestIsPublicURL(t *testing.T) {
	for raw, want := range map[string]bool{
		"": false, "http://localhost:8090": false, "http://127.0.0.1": false, "http://192.168.1.4": false,
		"https://reelhouse.example": true, "http://203.0.113.9": true, "http://box.local": false,
	} {
		if got := IsPublicURL(raw); got != want {
			t.Errorf("%q: %v, want %v", raw, got, want)
		}
	}
}
