package uploads

import (
	"encoding/base64"
	"strings"
)

// SniffLen is how many leading bytes LooksLikeVideo needs.
const SniffLen = 12

// LooksLikeVideo is the cheap first check on the leading bytes (MP4/MOV boxes, AVI RIFF),
// so a renamed text or image file is refused at its first chunk rather than after gigabytes.
// ffprobe has the last word once the upload is complete.
func LooksLikeVideo(head []byte) bool {
	if len(head) < SniffLen {
		return false
	}
	if string(head[0:4]) == "RIFF" && string(head[8:12]) == "AVI " {
		return true
	}
	switch string(head[4:8]) {
	case "ftyp", "moov", "mdat", "wide", "free", "skip", "pnot":
		return true
	}
	return false
}

// ParseMetadata decodes a tus Upload-Metadata header: comma-separated "key base64value"
// pairs (the value may be absent). ok is false for a malformed header.
func ParseMetadata(header string) (map[string]string, bool) {
	out := map[string]string{}
	if strings.TrimSpace(header) == "" {
		return out, true
	}
	for _, pair := range strings.Split(header, ",") {
		parts := strings.Fields(pair)
		if len(parts) == 0 || len(parts) > 2 {
			return nil, false
		}
		val := ""
		if len(parts) == 2 {
			b, err := base64.StdEncoding.DecodeString(parts[1])
			if err != nil {
				return nil, false
			}
			val = string(b)
		}
		if len(val) > 1000 || len(out) >= 20 {
			return nil, false
		}
		out[parts[0]] = val
	}
	return out, true
}

// Probe says whether ffprobe's format_name is one we take (MP4, MOV, AVI).
func AllowedFormat(formatName string) bool {
	for _, f := range strings.Split(formatName, ",") {
		switch f {
		case "mov", "mp4", "m4a", "3gp", "3g2", "mj2", "avi":
			return true
		}
	}
	return false
}
