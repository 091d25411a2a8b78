package catalog

import (
	"strings"
	"testing"
)

func TestWithTokenTagsEveryURI(t *testing.T) {
	pl := "#EXTM3U\n#EXT-X-MAP:URI=\"init.mp4\"\n#EXTINF:4.0,\nseg_0000.m4s\n#EXT-X-ENDLIST\n"
	got := withToken(pl, "1.-.a b")
	want := "#EXTM3U\n#EXT-X-MAP:URI=\"init.mp4?token=1.-.a+b\"\n#EXTINF:4.0,\nseg_0000.m4s?token=1.-.a+b\n#EXT-X-ENDLIST\n"
	if got != want {
		t.Fatalf("got\n%s", got)
	}
}

func TestHLSPathsAndInfo(t *testing.T) {
	for p, ok := range map[string]bool{"master.m3u8": true, "720p/index.m3u8": true, "240p/init.mp4": true, "1080p/seg_0012.m4s": true,
		"../x": false, "720p/../../secret": false, "720p/seg_1.m4s": false, "master.m3u8x": false} {
		if hlsPath.MatchString(p) != ok {
			t.Errorf("%s: %v", p, !ok)
		}
	}
	if parseHLS("") != nil || parseHLS("null") != nil || parseHLS(`{"rungs":[]}`) != nil {
		t.Fatal("empty ladder parsed")
	}
	if i := parseHLS(`{"w":1920,"h":1080,"audio":true,"rungs":[240,360]}`); i == nil || !i.has(360) || i.has(720) {
		t.Fatalf("%+v", i)
	}
	src := &videoSource{File: "f.mp4", HLS: `{"rungs":[240]}`, Sprite: true}
	s := buildSources("v1", "tok", src)[0]
	if !strings.HasSuffix(s.HLS, "/hls/v1/master.m3u8?token=tok") || !s.Thumbs {
		t.Fatalf("%+v", s)
	}
}
