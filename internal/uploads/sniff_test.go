package uploads

import "testing"

func TestLooksLikeVideo(t *testing.T) {
	yes := [][]byte{
		[]byte("\x00\x00\x00\x20ftypisom\x00\x00"),
		[]byte("\x00\x00\x00\x14ftypqt  \x00\x00"),
		[]byte("RIFF\x10\x00\x00\x00AVI LIST"),
	}
	for _, b := range yes {
		if !LooksLikeVideo(b) {
			t.Errorf("refused %q", b)
		}
	}
	no := [][]byte{[]byte("hello world, text"), []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\x0d"), []byte("RIFF\x10\x00\x00\x00WEBPVP8 "), []byte("short")}
	for _, b := range no {
		if LooksLikeVideo(b) {
			t.Errorf("accepted %q", b)
		}
	}
}

func TestParseMetadata(t *testing.T) {
	m, ok := ParseMetadata("filename d29ybGQubXA0,is_confidential")
	if !ok || m["filename"] != "world.mp4" || m["is_confidential"] != "" {
		t.Fatalf("%v %v", m, ok)
	}
	if _, ok := ParseMetadata("filename !!!"); ok {
		t.Fatal("accepted bad base64")
	}
}

func TestAllowedFormat(t *testing.T) {
	if !AllowedFormat("mov,mp4,m4a,3gp,3g2,mj2") || !AllowedFormat("avi") || AllowedFormat("matroska,webm") || AllowedFormat("png_pipe") {
		t.Fatal("wrong format decision")
	}
}
