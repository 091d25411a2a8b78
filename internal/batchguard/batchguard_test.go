package batchguard

import "testing"

func TestAllowed(t *testing.T) {
	for _, c := range []struct {
		method, url string
		want        bool
	}{
		{"DELETE", "/api/collections/videos/records/abcdefghij12345", true},
		{"POST", "/api/collections/premium_videos/records", true},
		{"POST", "/api/collections/premium_videos/records?fields=id", true},
		{"DELETE", "/api/collections/premium_videos/records/abcdefghij12345", true},
		// anything else: other collections (throttled routes such as comments), other verbs
		{"POST", "/api/collections/comments/records", false},
		{"PATCH", "/api/collections/videos/records/abcdefghij12345", false},
		{"PUT", "/api/collections/premium_videos/records", false},
		{"DELETE", "/api/collections/users/records/abcdefghij12345", false},
		{"DELETE", "/api/collections/videos/records/../users/abcdefghij12345", false},
		{"DELETE", "/api/collections/pbc_123/records/abcdefghij12345", false},
		{"POST", "/api/collections/premium_videos/records/x", false},
	} {
		if got := Allowed(c.method, c.url); got != c.want {
			t.Errorf("Allowed(%s %s) = %v, want %v", c.method, c.url, got, c.want)
		}
	}
}
