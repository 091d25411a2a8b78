package media

import (
	"strings"
	"testing"
)

func TestSpriteVTT(t *testing.T) {
	vtt := SpriteVTT(12.5, "sprite.jpg")
	if !strings.HasPrefix(vtt, "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nsprite.jpg#xywh=0,0,160,90\n") {
		t.Fatalf("unexpected start:\n%s", vtt)
	}
	if !strings.Contains(vtt, "00:00:10.000 --> 00:00:11.000\nsprite.jpg#xywh=0,90,160,90") {
		t.Fatalf("11th tile not on the second row:\n%s", vtt)
	}
	if !strings.HasSuffix(vtt, "00:00:12.000 --> 00:00:12.500\nsprite.jpg#xywh=320,90,160,90\n") {
		t.Fatalf("last cue not clipped to the duration:\n%s", vtt)
	}
	// Long videos: at most MaxTiles tiles.
	if n := strings.Count(SpriteVTT(3*3600, "s.jpg"), "#xywh"); n > MaxTiles {
		t.Fatalf("%d tiles", n)
	}
}

func TestBrowserPlayable(t *testing.T) {
	mp4 := "mov,mp4,m4a,3gp,3g2,mj2"
	cases := []struct {
		i    Info
		want bool
	}{
		{Info{Format: mp4, VideoCodec: "h264", AudioCodec: "aac", PixFmt: "yuv420p"}, true},
		{Info{Format: mp4, VideoCodec: "h264", PixFmt: "yuv420p"}, true},
		{Info{Format: mp4, VideoCodec: "prores", AudioCodec: "pcm_s16le"}, false},
		{Info{Format: mp4, VideoCodec: "h264", AudioCodec: "aac", PixFmt: "yuv422p10le"}, false},
		{Info{Format: "avi", VideoCodec: "h264", AudioCodec: "mp3"}, false},
	}
	for _, c := range cases {
		if got := c.i.BrowserPlayable(); got != c.want {
			t.Errorf("%+v: %v", c.i, got)
		}
	}
}
