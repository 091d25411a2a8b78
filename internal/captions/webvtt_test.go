package captions

import (
	"strings"
	"testing"
)

const sample = "\xef\xbb\xbfWEBVTT - a film\r\nKind: captions\r\n\r\nSTYLE\r\n::cue { background: url(http://evil.example/x) }\r\n\r\n" +
	"NOTE a comment\r\n\r\n1\r\n00:01.000 --> 00:02.500 align:center evil:1 line:0\r\n<v.loud Anna>Hello <b>there</b> & <script>alert(1)</script>you\r\n" +
	"<i>second line</i> <img src=x onerror=alert(1)>\r\n\r\n01:00:00.000 --> 01:00:01.000\r\n<c.yellow.big>Bye</c> <00:00:00.500>now &lt;3 &bogus;\r\n"

func TestParseSanitises(t *testing.T) {
	f, err := Parse([]byte(sample))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Cues) != 2 {
		t.Fatalf("cues: %d", len(f.Cues))
	}
	out := string(f.Bytes())
	want := "WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500 align:center line:0\n<v.loud Anna>Hello <b>there</b> &amp; alert(1)you\n<i>second line</i> \n\n" +
		"01:00:00.000 --> 01:00:01.000\n<c.yellow.big>Bye</c> <00:00:00.500>now &lt;3 &amp;bogus;\n"
	if out != want {
		t.Fatalf("rewrite:\n%q\nwant\n%q", out, want)
	}
	for _, bad := range []string{"script", "img", "onerror", "url(", "STYLE", "evil"} {
		if strings.Contains(out, bad) && bad != "script" {
			t.Errorf("kept %q", bad)
		}
	}
	if strings.Contains(out, "<script") {
		t.Error("kept <script>")
	}
	if got := f.Text(); got != "Hello there & alert(1)you second line\nBye now <3 &bogus;" {
		t.Fatalf("text %q", got)
	}
	// The rewrite parses to itself.
	again, err := Parse(f.Bytes())
	if err != nil || string(again.Bytes()) != out {
		t.Fatalf("rewrite not stable: %v", err)
	}
}

func TestParseRefuses(t *testing.T) {
	cases := map[string]string{
		"srt":           "1\n00:00:01,000 --> 00:00:02,000\nHi\n",
		"empty":         "",
		"no cues":       "WEBVTT\n\nNOTE only\n",
		"backwards":     "WEBVTT\n\n00:02.000 --> 00:01.000\nHi\n",
		"bad minutes":   "WEBVTT\n\n00:61.000 --> 01:62.000\nHi\n",
		"bad timing":    "WEBVTT\n\n00:01 --> 00:02\nHi\n",
		"arrow in text": "WEBVTT\n\n00:01.000 --> 00:02.000\na --> b\n",
		"binary":        "WEBVTT\n\n00:01.000 --> 00:02.000\n\xff\xfe\n",
		"nul":           "WEBVTT\n\n00:01.000 --> 00:02.000\na\x00\n",
		"WEBVTTX":       "WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n",
		"style after":   "WEBVTT\n\n00:01.000 --> 00:02.000\nHi\n\nSTYLE\n::cue {}\n",
		"header arrow":  "WEBVTT\n00:01.000 --> 00:02.000\nHi\n",
		"id only":       "WEBVTT\n\nid\n",
		"too big":       "WEBVTT\n\n00:01.000 --> 00:02.000\n" + strings.Repeat("a", MaxBytes),
	}
	for name, in := range cases {
		if _, err := Parse([]byte(in)); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

func TestSanitizeTags(t *testing.T) {
	cases := map[string]string{
		"<lang de>Hallo</lang>":         "<lang de>Hallo</lang>",
		"<lang x\" onload=1>a</lang>":   "a</lang>",
		"<v Bob<b>x":                    "<v Bob&lt;b>x",
		"<ruby>漢<rt>kan</rt></ruby>":    "<ruby>漢<rt>kan</rt></ruby>",
		"<u.x_y-z>u</u>":                "<u.x_y-z>u</u>",
		"<b.bad\"class>b</b>":           "b</b>",
		"<a href=javascript:1>link</a>": "link",
		"1 < 2":                         "1 &lt; 2",
		"x > y":                         "x &gt; y",
		"&nbsp;&lrm;&amp;":              "&nbsp;&lrm;&amp;",
		"</notatag>":                    "",
	}
	for in, want := range cases {
		if got := Sanitize(in); got != want {
			t.Errorf("Sanitize(%q) = %q, want %q", in, got, want)
		}
	}
}
