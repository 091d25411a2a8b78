package blog

import (
	"strings"
	"testing"
)

func TestSanitizeKeepsStructure(t *testing.T) {
	in := `<h2>Title</h2><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><ul><li>x</li></ul><p><strong>b</strong> <em>i</em> <a href="https://example.com/x">l</a></p><img src="/api/files/abc/def/pic.png" alt="p">`
	out := Sanitize(in)
	for _, want := range []string{"<h2>Title</h2>", "<table>", "<th>a</th>", "<td>1</td>", "<li>x</li>", "<strong>b</strong>", `href="https://example.com/x"`, `src="/api/files/abc/def/pic.png"`} {
		if !strings.Contains(out, want) {
			t.Errorf("lost %q in %s", want, out)
		}
	}
}

func TestSanitizeRemovesHostileInput(t *testing.T) {
	cases := map[string]string{
		`<p onclick="x()">ok</p><script>alert(1)</script>`:  `<p>ok</p>`,
		`<img src="https://tracker.example/p.gif" alt="t">`: `<img alt="t">`,
		`<img src=x onerror=alert(1)>`:                      ``,
		`<a href="javascript&#58;alert(1)">l</a>`:           `l`,
		`<svg onload=alert(1)><p>after</p>`:                 `<p>after</p>`,
		`<iframe src="https://evil"></iframe><h2>fine</h2>`: `<h2>fine</h2>`,
	}
	for in, want := range cases {
		if got := Sanitize(in); got != want {
			t.Errorf("Sanitize(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestUnclosedTagDoesNotSwallowTheRest(t *testing.T) {
	for _, in := range []string{
		`<p>one</p><script>alert(1)<p>two</p>`,
		`<p>one</p><iframe src=x><p>two</p>`,
		`<p>one</p><textarea><p>two</p>`,
		`<p>one</p><style><p>two</p>`,
		`<p>one</p><!-- note <p>two</p>`,
		`<p>one</p><plaintext><p>two</p>`,
		`<p>one <b>two</p>`,
	} {
		out := Sanitize(in)
		if !strings.Contains(out, "two") || strings.Contains(out, "<script") || strings.Contains(out, "<iframe") {
			t.Errorf("Sanitize(%q) = %q: the rest of the post must survive, the tag must not", in, out)
		}
	}
}

func TestFromText(t *testing.T) {
	if got := FromText("a <b>\nline\n\nnext"); got != "<p>a &lt;b&gt;<br>line</p><p>next</p>" {
		t.Errorf("FromText = %q", got)
	}
}
