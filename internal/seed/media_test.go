package seed

import (
	"bytes"
	"encoding/binary"
	"testing"
)

// mp4Seconds reads the movie duration from the file's mvhd box (version 0 or 1).
func mp4Seconds(t *testing.T, data []byte) float64 {
	t.Helper()
	i := bytes.Index(data, []byte("mvhd"))
	if i < 0 {
		t.Fatal("no mvhd box")
	}
	b := data[i+4:]
	if b[0] == 1 {
		scale := binary.BigEndian.Uint32(b[20:24])
		return float64(binary.BigEndian.Uint64(b[24:32])) / float64(scale)
	}
	scale := binary.BigEndian.Uint32(b[12:16])
	return float64(binary.BigEndian.Uint32(b[16:20])) / float64(scale)
}

func TestSeededDurationMatchesThePatternFiles(t *testing.T) {
	for p := 0; p < samplePatterns; p++ {
		data, err := sampleBytes(p)
		if err != nil {
			t.Fatal(err)
		}
		got := mp4Seconds(t, data)
		if got < patternSeconds-0.5 || got > patternSeconds+0.5 {
			t.Errorf("test-pattern-%d.mp4 lasts %.2f s, the seed says %d s", p+1, got, patternSeconds)
		}
	}
}
