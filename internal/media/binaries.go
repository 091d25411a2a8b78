// Package media runs ffprobe and ffmpeg: probing uploads, making a browser-playable MP4,
// a poster frame, a muted hover preview and the timeline sprite with its WebVTT.
package media

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sync"
)

var (
	findOnce            sync.Once
	ffmpegBin, probeBin string
	findErr             error
)

// Binaries returns the ffmpeg and ffprobe to run: the system's when on PATH, else the ones
// the npm packages @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe ship (so a
// fresh machine needs nothing beyond `npm install`). npm may not have run their
// postinstall chmod, so a non-executable copy is copied beside the data and made executable.
func Binaries(dataDir string) (ffmpeg, ffprobe string, err error) {
	findOnce.Do(func() {
		ffmpegBin, findErr = find("ffmpeg", "@ffmpeg-installer", dataDir)
		if findErr == nil {
			probeBin, findErr = find("ffprobe", "@ffprobe-installer", dataDir)
		}
	})
	return ffmpegBin, probeBin, findErr
}

func find(name, npmScope, dataDir string) (string, error) {
	if env := os.Getenv("REELHOUSE_" + upper(name)); env != "" {
		return env, nil
	}
	if p, err := exec.LookPath(name); err == nil {
		return p, nil
	}
	platform := runtime.GOOS + "-" + map[string]string{"amd64": "x64", "arm64": "arm64", "386": "ia32"}[runtime.GOARCH]
	var roots []string
	if wd, err := os.Getwd(); err == nil {
		roots = append(roots, wd)
	}
	if exe, err := os.Executable(); err == nil {
		roots = append(roots, filepath.Dir(exe))
	}
	for _, root := range roots {
		p := filepath.Join(root, "node_modules", npmScope, platform, name)
		st, err := os.Stat(p)
		if err != nil {
			continue
		}
		if st.Mode()&0o111 != 0 {
			return p, nil
		}
		if err := os.Chmod(p, st.Mode()|0o755); err == nil {
			return p, nil
		}
		dst := filepath.Join(dataDir, "bin", name)
		if err := copyExecutable(p, dst); err == nil {
			return dst, nil
		}
	}
	return "", fmt.Errorf("%s not found: install ffmpeg or run npm install", name)
}

func copyExecutable(src, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	tmp := dst + ".tmp"
	out, err := os.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o755)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Close(); err != nil { // a written file: its close can fail to flush
		return err
	}
	return os.Rename(tmp, dst)
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 32
		}
	}
	return string(b)
}
