package media

import (
	"context"
	"encoding/json"
	"errors"
	"os/exec"
	"strconv"
	"strings"
)

// Info is what processing needs to know about a file.
type Info struct {
	Format     string  // ffprobe format_name, e.g. "mov,mp4,m4a,3gp,3g2,mj2" or "avi"
	Duration   float64 // seconds
	Size       int64
	VideoCodec string // "" when there is no video stream
	AudioCodec string // "" when there is no audio stream
	Width      int
	Height     int
	PixFmt     string
}

// ErrNotVideo means ffprobe could not read the file as a video (renamed file, truncated file).
var ErrNotVideo = errors.New("not a readable video")

type probeJSON struct {
	Format struct {
		FormatName string `json:"format_name"`
		Duration   string `json:"duration"`
		Size       string `json:"size"`
	} `json:"format"`
	Streams []struct {
		CodecType   string `json:"codec_type"`
		CodecName   string `json:"codec_name"`
		Width       int    `json:"width"`
		Height      int    `json:"height"`
		PixFmt      string `json:"pix_fmt"`
		Disposition struct {
			AttachedPic int `json:"attached_pic"`
		} `json:"disposition"`
	} `json:"streams"`
}

// Probe runs ffprobe on a file. A file without a decodable video stream or without a
// duration is ErrNotVideo.
func Probe(ctx context.Context, ffprobe, path string) (*Info, error) {
	cmd := exec.CommandContext(ctx, ffprobe, "-v", "error", "-print_format", "json", "-show_format", "-show_streams", path)
	dieWithParent(cmd)
	out, err := cmd.Output()
	if err != nil {
		return nil, ErrNotVideo
	}
	var p probeJSON
	if err := json.Unmarshal(out, &p); err != nil {
		return nil, ErrNotVideo
	}
	info := &Info{Format: p.Format.FormatName}
	info.Duration, _ = strconv.ParseFloat(p.Format.Duration, 64)
	info.Size, _ = strconv.ParseInt(p.Format.Size, 10, 64)
	for _, s := range p.Streams {
		switch {
		case s.CodecType == "video" && s.Disposition.AttachedPic == 0 && info.VideoCodec == "":
			info.VideoCodec, info.Width, info.Height, info.PixFmt = s.CodecName, s.Width, s.Height, s.PixFmt
		case s.CodecType == "audio" && info.AudioCodec == "":
			info.AudioCodec = s.CodecName
		}
	}
	if info.VideoCodec == "" || info.Duration <= 0 {
		return nil, ErrNotVideo
	}
	return info, nil
}

// BrowserPlayable says whether the file can be served as is (after a faststart remux):
// H.264 in an MP4/MOV container with AAC or MP3 audio (or none), in 8-bit 4:2:0.
func (i *Info) BrowserPlayable() bool {
	if !strings.Contains(i.Format, "mp4") {
		return false
	}
	if i.VideoCodec != "h264" {
		return false
	}
	if i.PixFmt != "" && i.PixFmt != "yuv420p" && i.PixFmt != "yuvj420p" {
		return false
	}
	switch i.AudioCodec {
	case "", "aac", "mp3":
		return true
	}
	return false
}
