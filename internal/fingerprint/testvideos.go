package fingerprint

import "fmt"

// Generated test videos (ffmpeg's lavfi sources: nothing real), shared by the Go tests
// and scripts/bench-fingerprint. Only reproducible sources: ffmpeg 5.1's gradients source
// differs from run to run even when seeded (smooth colours are drawn with geq instead).

// RemovedLavfi: the "removed" video: moving colour waves (the broad shapes real
// footage has) with a Mandelbrot zoom inset and a moving test pattern, so every second
// differs from the last.
func RemovedLavfi(seconds, w, h int) string {
	return fmt.Sprintf("color=c=gray:size=160x90:rate=25:duration=%d,format=yuv420p,"+
		"geq=lum='128+90*sin(X/W*5+T*0.7)*cos(Y/H*3-T*0.4)':cb='128+50*sin(T*0.3+X/W*2)':cr='128+50*cos(Y/H*4-T*0.5)',scale=%d:%d[g];"+
		"mandelbrot=size=%dx%d:rate=25:end_pts=%d[m];[g][m]overlay=x=W/12:y=H/6[gm];"+
		"testsrc2=size=%dx%d:rate=25:duration=%d[t];[gm][t]overlay=x=(W-w)*mod(t\\,5)/5:y=H/2,trim=duration=%d",
		seconds, w, h, w/3, h/2, seconds*25, w/4, h/4, seconds, seconds)
}

// Copy is one transformation of the removed video.
type Copy struct {
	Name string
	Args []string // ffmpeg output options
}

// Copies: the transformations the issue lists.
func Copies() []Copy {
	x264 := []string{"-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"}
	return []Copy{
		{"re-encoded crf 35", append(append([]string{}, x264...), "-crf", "35")},
		{"re-encoded mpeg4", []string{"-c:v", "mpeg4", "-q:v", "8"}},
		{"scaled to 640", append([]string{"-vf", "scale=640:-2"}, x264...)},
		{"scaled to 1920", append([]string{"-vf", "scale=1920:-2"}, x264...)},
		{"first 3 s trimmed", append([]string{"-ss", "3"}, x264...)},
		// An opaque white box a fifth of the width, with black text: a channel's logo.
		{"logo in a corner", append([]string{"-vf", "drawbox=x=iw-iw/5-16:y=16:w=iw/5:h=ih/8:color=white@1:t=fill"}, x264...)},
		{"new bitrate 300k", []string{"-c:v", "libx264", "-preset", "ultrafast", "-b:v", "300k", "-pix_fmt", "yuv420p"}},
		{"mirrored (flipped left to right)", append([]string{"-vf", "hflip"}, x264...)},
	}
}

// Unrelated: n short generated videos that share nothing with the removed one: other
// sources, seeds and colours.
func Unrelated(n int) []string {
	out := make([]string, 0, n)
	for i := range n {
		d := 6
		var s string
		switch i % 6 {
		case 0:
			s = fmt.Sprintf("life=size=320x240:rate=10:seed=%d:ratio=0.%d:mold=10:life_color=#%06x:death_color=#%06x", i+1, 3+i%5, (i*2654435)&0xffffff, (i*40503)&0xffffff)
		case 1:
			s = fmt.Sprintf("cellauto=size=320x240:rate=10:rule=%d:seed=%d", []int{18, 30, 90, 110, 150}[i%5], i+1)
		case 2:
			s = fmt.Sprintf("color=c=gray:size=80x60:rate=10:duration=%d,format=yuv420p,geq=lum='128+100*sin(X/W*%d+T*0.%d)*cos(Y/H*%d)':cb='128+60*sin(X/W*%d)':cr='128+60*cos(T+Y/H*%d)',scale=320:240", d, 1+i%7, 1+i%9, 1+i%5, 2+i%3, 1+i%6)
		case 3:
			s = fmt.Sprintf("testsrc=size=320x240:rate=10,hue=h=%d", i*37%360)
		case 4:
			s = fmt.Sprintf("smptehdbars=size=320x240:rate=10,noise=alls=%d:allf=t+u,hue=h=%d", 20+i%40, i*53%360)
		case 5:
			s = fmt.Sprintf("rgbtestsrc=size=320x240:rate=10,rotate=a=t*0.%d", 1+i%9)
		}
		out = append(out, s+fmt.Sprintf(",trim=duration=%d,format=yuv420p", d))
	}
	return out
}
