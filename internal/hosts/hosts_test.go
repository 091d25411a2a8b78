package hosts

import "testing"

func TestEmbeds(t *testing.T) {
	cases := []struct{ in, want string }{
		{"https://dood.to/e/yyy", "https://dood.to/e/yyy"},
		{"/e/yyy", "https://dood.to/e/yyy"},
	}
	for _, c := range cases {
		if got, err := DoodEmbed(c.in); err != nil || got != c.want {
			t.Errorf("DoodEmbed(%q) = %q, %v", c.in, got, err)
		}
	}
	if _, err := DoodEmbed("not a url"); err == nil {
		t.Error("DoodEmbed accepted garbage")
	}
	if got, _ := VidguardEmbed("//vidguard.to/v/lrab12"); got != "https://vidguard.to/e/lrab12" {
		t.Errorf("VidguardEmbed = %q", got)
	}
	if _, err := VidguardEmbed(""); err == nil {
		t.Error("VidguardEmbed accepted empty")
	}
	if got, _ := StreamtapeEmbed("https://streamtape.com/v/abc/x.mp4", "abc"); got != "https://streamtape.com/e/abc/" {
		t.Errorf("StreamtapeEmbed = %q", got)
	}
	if got, _ := StreamtapeEmbed("https://streamtape.com/v/abc/x.mp4", ""); got != "https://streamtape.com/e/abc/x.mp4" {
		t.Errorf("StreamtapeEmbed from url = %q", got)
	}
}

func TestStatusOK(t *testing.T) {
	for _, v := range []any{200.0, "200"} {
		if !statusOK(v) {
			t.Errorf("statusOK(%v) false", v)
		}
	}
	for _, v := range []any{429.0, "429", nil, "OK"} {
		if statusOK(v) {
			t.Errorf("statusOK(%v) true", v)
		}
	}
}

func TestReady(t *testing.T) {
	dood, _ := ByKey("doodstream")
	tape, _ := ByKey("streamtape")
	if (Config{}).Ready(dood) {
		t.Error("a host without a key is ready")
	}
	if (Config{Key: "  "}).Ready(dood) {
		t.Error("a blank key counts as a key")
	}
	if !(Config{Key: "k"}).Ready(dood) {
		t.Error("a host with its key is not ready")
	}
	if (Config{Key: "k"}).Ready(tape) {
		t.Error("streamtape without its login is ready")
	}
	if !(Config{Key: "k", Login: "l"}).Ready(tape) {
		t.Error("streamtape with key and login is not ready")
	}
}
