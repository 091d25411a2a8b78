// ID images of creator applications: the type is decided by the bytes (never by the
// name or the browser's Content-Type), the whole image must decode, and metadata that
// can identify a place or a device (EXIF with GPS, XMP, IPTC, comments, text chunks) is
// removed by dropping those chunks, so the pixels are stored untouched.
package creators

import (
	"bytes"
	"encoding/binary"
	"errors"
	"image"
	_ "image/jpeg" // decoders for image.DecodeConfig
	_ "image/png"

	_ "golang.org/x/image/webp"
)

// MaxImageBytes is the spec's limit per ID image.
const MaxImageBytes = 10 * 1024 * 1024

var (
	ErrNotImage  = errors.New("ID images must be JPEG, PNG or WebP pictures.")
	ErrTooLarge  = errors.New("Each ID image must be at most 10 MB.")
	ErrEmpty     = errors.New("Both the ID document and the selfie with your ID are required.")
	errTruncated = errors.New("truncated image")
)

// imageCodes: each refusal's code (apierr; the client translates it).
var imageCodes = map[error]string{
	ErrNotImage: "id_image_type",
	ErrTooLarge: "id_image_too_large",
	ErrEmpty:    "id_images_required",
}

// Sniff names the image type from its first bytes: "jpeg", "png", "webp" or "".
func Sniff(b []byte) string {
	switch {
	case len(b) >= 3 && b[0] == 0xFF && b[1] == 0xD8 && b[2] == 0xFF:
		return "jpeg"
	case len(b) >= 8 && bytes.Equal(b[:8], []byte("\x89PNG\r\n\x1a\n")):
		return "png"
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WEBP":
		return "webp"
	}
	return ""
}

// CleanIDImage checks an uploaded ID image and returns it without metadata, with its
// type ("jpeg", "png", "webp") for the stored file's extension.
func CleanIDImage(b []byte) ([]byte, string, error) {
	if len(b) == 0 {
		return nil, "", ErrEmpty
	}
	if len(b) > MaxImageBytes {
		return nil, "", ErrTooLarge
	}
	kind := Sniff(b)
	if kind == "" {
		return nil, "", ErrNotImage
	}
	var out []byte
	var err error
	switch kind {
	case "jpeg":
		out, err = stripJPEG(b)
	case "png":
		out, err = stripPNG(b)
	case "webp":
		out, err = stripWebP(b)
	}
	if err != nil {
		return nil, "", ErrNotImage
	}
	// A header alone is not an image: the cleaned file must still decode as one.
	if _, format, err := image.DecodeConfig(bytes.NewReader(out)); err != nil || format != kind {
		return nil, "", ErrNotImage
	}
	return out, kind, nil
}

// stripJPEG drops APP1..APP15 (EXIF, XMP, IPTC, vendor data) except APP2 (ICC colour
// profile) and APP14 (Adobe colour transform, needed to decode CMYK), and COM segments.
// Everything from the first SOS on (the scan data) is copied as is.
func stripJPEG(b []byte) ([]byte, error) {
	out := make([]byte, 0, len(b))
	out = append(out, 0xFF, 0xD8)
	i := 2
	for {
		if i+4 > len(b) || b[i] != 0xFF {
			return nil, errTruncated
		}
		marker := b[i+1]
		if marker == 0xFF { // fill byte
			i++
			continue
		}
		if marker == 0xD8 || marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7) {
			out = append(out, b[i:i+2]...)
			i += 2
			continue
		}
		n := int(binary.BigEndian.Uint16(b[i+2 : i+4]))
		if n < 2 || i+2+n > len(b) {
			return nil, errTruncated
		}
		if marker == 0xDA || marker == 0xD9 { // start of scan (or an image without one)
			return append(out, b[i:]...), nil
		}
		drop := marker == 0xFE || (marker >= 0xE1 && marker <= 0xEF && marker != 0xE2 && marker != 0xEE)
		if !drop {
			out = append(out, b[i:i+2+n]...)
		}
		i += 2 + n
	}
}

// PNG chunks kept: the critical ones and those that change how pixels look or animate.
var pngKeep = map[string]bool{
	"IHDR": true, "PLTE": true, "IDAT": true, "IEND": true, "tRNS": true, "gAMA": true,
	"cHRM": true, "sRGB": true, "iCCP": true, "sBIT": true, "bKGD": true, "pHYs": true,
	"acTL": true, "fcTL": true, "fdAT": true, "cICP": true, "mDCV": true, "cLLI": true,
}

// stripPNG keeps only pngKeep chunks (eXIf, tEXt, zTXt, iTXt, tIME and private chunks go).
func stripPNG(b []byte) ([]byte, error) {
	out := make([]byte, 0, len(b))
	out = append(out, b[:8]...)
	i := 8
	for i < len(b) {
		if i+12 > len(b) {
			return nil, errTruncated
		}
		n := int(binary.BigEndian.Uint32(b[i : i+4]))
		end := i + 12 + n
		if n < 0 || end > len(b) || end < i {
			return nil, errTruncated
		}
		typ := string(b[i+4 : i+8])
		if pngKeep[typ] {
			out = append(out, b[i:end]...)
		}
		i = end
		if typ == "IEND" {
			return out, nil
		}
	}
	return nil, errTruncated
}

// stripWebP drops the EXIF and XMP chunks of a RIFF WebP, clears their VP8X flags and
// rewrites the RIFF size.
func stripWebP(b []byte) ([]byte, error) {
	size := int(binary.LittleEndian.Uint32(b[4:8]))
	if size+8 > len(b) || size < 4 {
		return nil, errTruncated
	}
	b = b[:size+8]
	out := make([]byte, 12, len(b))
	copy(out, b[:12])
	i := 12
	for i < len(b) {
		if i+8 > len(b) {
			return nil, errTruncated
		}
		fourcc := string(b[i : i+4])
		n := int(binary.LittleEndian.Uint32(b[i+4 : i+8]))
		padded := n + n&1
		end := i + 8 + padded
		if end > len(b) || end < i {
			if i+8+n == len(b) { // some encoders omit the final pad byte
				end = len(b)
			} else {
				return nil, errTruncated
			}
		}
		switch fourcc {
		case "EXIF", "XMP ":
		case "VP8X":
			chunk := append([]byte(nil), b[i:end]...)
			if len(chunk) > 8 {
				chunk[8] &^= 0x08 | 0x04 // EXIF and XMP present flags
			}
			out = append(out, chunk...)
		default:
			out = append(out, b[i:end]...)
		}
		i = end
	}
	binary.LittleEndian.PutUint32(out[4:8], uint32(len(out)-8))
	return out, nil
}
