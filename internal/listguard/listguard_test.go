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
