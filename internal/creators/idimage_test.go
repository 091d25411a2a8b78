package creators

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"testing"
)

// A GPS position as it would sit inside an EXIF block: the tests look for it afterwards.
var gpsMarker = []byte("GPSLatitude=48.8584N;GPSLongitude=2.2945E")

func sampleImage() image.Image {
	img := image.NewRGBA(image.Rect(0, 0, 16, 8))
	for x := 0; x < 16; x++ {
		img.Set(x, 3, color.RGBA{R: 200, A: 255})
	}
	return img
}

func jpegWithExif(t *testing.T) []byte {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, sampleImage(), nil); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	payload := append([]byte("Exif\x00\x00"), gpsMarker...)
	seg := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(seg[2:], uint16(len(payload)+2))
	seg = append(seg, payload...)
	com := append([]byte{0xFF, 0xFE, 0, byte(len("shot on phone X") + 2)}, "shot on phone X"...)
	out := append([]byte{}, b[:2]...)
	out = append(out, seg...)
	out = append(out, com...)
	return append(out, b[2:]...)
}

func pngChunk(typ string, data []byte) []byte {
	c := make([]byte, 8, 12+len(data))
	binary.BigEndian.PutUint32(c, uint32(len(data)))
	copy(c[4:], typ)
	c = append(c, data...)
	crc := crc32.ChecksumIEEE(c[4:])
	return binary.BigEndian.AppendUint32(c, crc)
}

func pngWithExif(t *testing.T) []byte {
	var buf bytes.Buffer
	if err := png.Encode(&buf, sampleImage()); err != nil {
		t.Fatal(err)
	}
	b := buf.Bytes()
	// after the signature (8) and IHDR (25)
	out := append([]byte{}, b[:33]...)
	out = append(out, pngChunk("eXIf", append([]byte("MM\x00*"), gpsMarker...))...)
	out = append(out, pngChunk("tEXt", append([]byte("Comment\x00"), gpsMarker...))...)
	return append(out, b[33:]...)
}

// A 1x1 lossless WebP, wrapped in VP8X with an EXIF chunk after the image.
func webpWithExif(t *testing.T) []byte {
	simple, err := base64.StdEncoding.DecodeString("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==")
	if err != nil {
		t.Fatal(err)
	}
	vp8l := simple[12:]
	vp8x := []byte("VP8X\x0a\x00\x00\x00")
	vp8x = append(vp8x, 0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0) // EXIF flag, 1x1 canvas
	exif := []byte("EXIF")
	payload := append([]byte("MM\x00*"), gpsMarker...)
	exif = binary.LittleEndian.AppendUint32(exif, uint32(len(payload)))
	exif = append(exif, payload...)
	if len(payload)%2 == 1 {
		exif = append(exif, 0)
	}
	body := append(append(append([]byte("WEBP"), vp8x...), vp8l...), exif...)
	out := []byte("RIFF")
	out = binary.LittleEndian.AppendUint32(out, uint32(len(body)))
	return append(out, body...)
}

func TestCleanIDImageStripsGPSAndKeepsTheImage(t *testing.T) {
	cases := map[string][]byte{"jpeg": jpegWithExif(t), "png": pngWithExif(t), "webp": webpWithExif(t)}
	for kind, in := range cases {
		t.Run(kind, func(t *testing.T) {
			if !bytes.Contains(in, gpsMarker) {
				t.Fatal("fixture lacks the GPS marker")
			}
			out, got, err := CleanIDImage(in)
			if err != nil {
				t.Fatalf("CleanIDImage: %v", err)
			}
			if got != kind {
				t.Fatalf("kind %q, want %q", got, kind)
			}
			if bytes.Contains(out, gpsMarker) || bytes.Contains(out, []byte("Exif\x00")) || bytes.Contains(out, []byte("shot on phone")) {
				t.Fatal("metadata survived")
			}
			cfg, format, err := image.DecodeConfig(bytes.NewReader(out))
			if err != nil || format != kind {
				t.Fatalf("cleaned image does not decode: %v %q", err, format)
			}
			if kind != "webp" && (cfg.Width != 16 || cfg.Height != 8) {
				t.Fatalf("size changed: %dx%d", cfg.Width, cfg.Height)
			}
			if kind != "webp" {
				if _, _, err := image.Decode(bytes.NewReader(out)); err != nil {
					t.Fatalf("pixels do not decode: %v", err)
				}
			}
		})
	}
}

func TestCleanIDImageRefusesWhatIsNotAnImage(t *testing.T) {
	pdf := []byte("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF")
	exe := append([]byte("MZ\x90\x00\x03\x00\x00\x00"), bytes.Repeat([]byte{0}, 200)...)
	fakeJPEG := append([]byte{0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10}, []byte("JFIF\x00 but then nothing")...)
	truncatedPNG := pngWithExif(t)[:60]
	for name, b := range map[string][]byte{"pdf": pdf, "exe": exe, "fake jpeg header": fakeJPEG, "truncated png": truncatedPNG} {
		if _, _, err := CleanIDImage(b); err != ErrNotImage {
			t.Errorf("%s: err = %v, want ErrNotImage", name, err)
		}
	}
	if _, _, err := CleanIDImage(nil); err != ErrEmpty {
		t.Errorf("empty: %v", err)
	}
	big := append(jpegWithExif(t), make([]byte, MaxImageBytes)...)
	if _, _, err := CleanIDImage(big); err != ErrTooLarge {
		t.Errorf("oversized: %v", err)
	}
}
