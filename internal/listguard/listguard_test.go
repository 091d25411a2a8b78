package listguard

import "testing"

func TestCheck(t *testing.T) {
	ok := [][3]string{
		{"videos", `slug = "a b ~ description"`, "-created"},
		{"videos", `is_premium = true && creator = "x"`, "-created,id"},
		{"comments", `video = "x"`, "-created"},
		{"video_stats", `video="v"`, ""},
		{"comments", `user = @request.auth.id`, ""},
		{"categories", `description ~ "x"`, "name"}, // not a big collection
	}
	for _, c := range ok {
		if msg := Check(c[0], c[1], c[2]); msg != "" {
			t.Errorf("%v refused: %s", c, msg)
		}
	}
	bad := [][3]string{
		{"videos", `description ~ "x"`, ""},
		{"videos", `title ~ 'a'`, ""},
		{"videos", ``, "title"},
		{"videos", ``, "-duration"},
		{"comments", `content ~ "x"`, ""},
		{"video_stats", ``, "-views"},
		{"video_categories", `video.description ~ "x"`, ""},
		{"comments", `@collection.videos.description ~ "x"`, ""},
	}
	for _, c := range bad {
		if msg := Check(c[0], c[1], c[2]); msg == "" {
			t.Errorf("%v allowed", c)
		}
	}
}

func TestOperatorsAndTotals(t *testing.T) {
	for _, f := range []string{`slug ~ "a"`, `slug != "a"`, `creator !~ "x"`, `id ?!= "x"`} {
		if Check("videos", f, "") == "" {
			t.Errorf("%s allowed (no index serves it)", f)
		}
	}
	if Check("video_categories", `category = "c"`, "-video_created") == "" {
		t.Error("video_categories sorted by video_created allowed")
	}
	if Check("videos", `created >= "2026-01-01" && created <= "2026-02-01"`, "") != "" {
		t.Error("a created range refused")
	}
	for f, want := range map[string]bool{
		`slug = "a"`:                         true,
		`video="v"`:                          true,
		`user = @request.auth.id`:            true,
		`is_premium = true`:                  false,
		`created >= "2026"`:                  false,
		``:                                   false,
		`slug = "a" || is_premium = true`:    false,
		`is_premium = true && creator = "x"`: true,
		`author = "slug = 1"`:                true,
		`is_premium = "creator = x"`:         false,
	} {
		if got := Selective(f); got != want {
			t.Errorf("Selective(%s) = %v, want %v", f, got, want)
		}
	}
}
