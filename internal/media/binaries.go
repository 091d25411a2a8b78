// Package media runs ffprobe and ffmpeg: probing uploads, making a browser-playable MP4,
// a poster frame, a muted hover preview and the timeline sprite with its WebVTT.
package media

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
)

var (
	findOnce            sync.Once
	ffmpegBin, probeBin string
	findErr             error
)

// Binaries returns the ffmpeg and ffprobe to run: REELHOUSE_FFMPEG / REELHOUSE_FFPROBE
// when set, else the system's on PATH (Debian's `ffmpeg` package). There is deliberately
// no fallback to the npm packages' binaries: they ship a 2018 build, and these binaries
// decode untrusted uploads, so they must be the ones the system keeps patched. The data
// directory argument is kept for callers; it is no longer used.
func Binaries(_ string) (ffmpeg, ffprobe string, err error) {
	findOnce.Do(func() {
		ffmpegBin, findErr = find("ffmpeg")
		if findErr == nil {
			probeBin, findErr = find("ffprobe")
		}
	})
	return ffmpegBin, probeBin, findErr
}

func find(name string) (string, error) {
	if env := os.Getenv("REELHOUSE_" + strings.ToUpper(name)); env != "" {
		return env, nil
	}
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	return "", fmt.Errorf("%s not found: install the system's ffmpeg (Debian: apt-get install ffmpeg) or set REELHOUSE_%s", name, strings.ToUpper(name))
}
