package seed

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/jpeg"
	"image/png"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Generated, safe-for-work artwork: gradients, geometric shapes and a big label.

var (
	fontOnce sync.Once
	fontData *opentype.Font
	fontErr  error
	faces    = map[float64]font.Face{}
	facesMu  sync.Mutex
	textMu   sync.Mutex
)

func face(size float64) (font.Face, error) {
	fontOnce.Do(func() { fontData, fontErr = opentype.Parse(gobold.TTF) })
	if fontErr != nil {
		return nil, fontErr
	}
	facesMu.Lock()
	defer facesMu.Unlock()
	if f, ok := faces[size]; ok {
		return f, nil
	}
	f, err := opentype.NewFace(fontData, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil, err
	}
	faces[size] = f
	return f, nil
}

// hsv converts h in degrees, s and v in 0..1.
func hsv(h, s, v float64) color.RGBA {
	h = math.Mod(h, 360)
	if h < 0 {
		h += 360
	}
	c := v * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := v - c
	var r, g, b float64
	switch {
	case h < 60:
		r, g, b = c, x, 0
	case h < 120:
		r, g, b = x, c, 0
	case h < 180:
		r, g, b = 0, c, x
	case h < 240:
		r, g, b = 0, x, c
	case h < 300:
		r, g, b = x, 0, c
	default:
		r, g, b = c, 0, x
	}
	return color.RGBA{uint8((r + m) * 255), uint8((g + m) * 255), uint8((b + m) * 255), 255}
}

func lerp(a, b color.RGBA, t float64) color.RGBA {
	t = math.Max(0, math.Min(1, t))
	f := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}

func blend(dst color.RGBA, src color.RGBA, alpha float64) color.RGBA {
	return lerp(dst, src, alpha)
}

// shade fills img pixel by pixel.
func shade(img *image.RGBA, fn func(x, y int, cur color.RGBA) color.RGBA) {
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			i := img.PixOffset(x, y)
			cur := color.RGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3]}
			c := fn(x, y, cur)
			img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
		}
	}
}

// drawText draws s centred on (cx, baselineY) with a soft shadow.
func drawText(img draw.Image, s string, size float64, cx, baseline int, fg color.Color, shadow bool) error {
	// Faces are shared and not safe for concurrent use.
	textMu.Lock()
	defer textMu.Unlock()
	f, err := face(size)
	if err != nil {
		return err
	}
	d := &font.Drawer{Dst: img, Face: f}
	w := d.MeasureString(s).Round()
	// Never wider than 90% of the image: a long name is set smaller, not cut off.
	if limit := img.Bounds().Dx() * 9 / 10; w > limit {
		size = size * float64(limit) / float64(w)
		if f, err = face(size); err != nil {
			return err
		}
		d.Face = f
		w = d.MeasureString(s).Round()
	}
	x := cx - w/2
	if shadow {
		off := int(math.Max(2, size/28))
		d.Src = image.NewUniform(color.RGBA{0, 0, 0, 150})
		d.Dot = fixed.P(x+off, baseline+off)
		d.DrawString(s)
	}
	d.Src = image.NewUniform(fg)
	d.Dot = fixed.P(x, baseline)
	d.DrawString(s)
	return nil
}

func encodeJPEG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// thumbnailJPEG renders the i-th (0-based) 640x360 thumbnail.
func thumbnailJPEG(i int, label string) ([]byte, error) {
	const w, h = 640, 360
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	hue := float64(i) * 360 / 24
	c1 := hsv(hue, 0.75, 0.95)
	c2 := hsv(hue+50, 0.85, 0.35)
	fw, fh := float64(w), float64(h)

	// background gradient
	shade(img, func(x, y int, _ color.RGBA) color.RGBA {
		return lerp(c1, c2, (float64(x)/fw+float64(y)/fh)/2)
	})

	accent := hsv(hue+180, 0.6, 1)
	switch i % 6 {
	case 0: // concentric rings
		shade(img, func(x, y int, cur color.RGBA) color.RGBA {
			d := math.Hypot(float64(x)-fw*0.7, float64(y)-fh*0.45)
			if int(d/22)%2 == 0 && d < 260 {
				return blend(cur, accent, 0.35)
			}
			return cur
		})
	case 1: // diagonal stripes
		shade(img, func(x, y int, cur color.RGBA) color.RGBA {
			if ((x+y)/40)%2 == 0 {
				return blend(cur, color.RGBA{255, 255, 255, 255}, 0.18)
			}
			return cur
		})
	case 2: // colour bars, test-card style
		bars := []color.RGBA{{192, 192, 192, 255}, {192, 192, 0, 255}, {0, 192, 192, 255}, {0, 192, 0, 255}, {192, 0, 192, 255}, {192, 0, 0, 255}, {0, 0, 192, 255}}
		shade(img, func(x, y int, cur color.RGBA) color.RGBA {
			if float64(y) < fh*0.62 {
				return blend(cur, bars[x*len(bars)/w], 0.85)
			}
			return cur
		})
	case 3: // sunset: sun disc and horizon lines
		sun := hsv(hue+20, 0.5, 1)
		shade(img, func(x, y int, cur color.RGBA) color.RGBA {
			d := math.Hypot(float64(x)-fw/2, float64(y)-fh*0.62)
			if float64(y) > fh*0.62 {
				if (y/9)%2 == 0 {
					return blend(cur, color.RGBA{0, 0, 0, 255}, 0.35)
				}
				return cur
			}
			if d < 120 {
				return blend(cur, sun, 0.8)
			}
			return cur
		})
	case 4: // checkerboard
		shade(img, func(x, y int, cur color.RGBA) color.RGBA {
			if (x/48+y/48)%2 == 0 {
				return blend(cur, accent, 0.22)
			}
			return cur
		})
	case 5: // mountain silhouettes
		far := hsv(hue+200, 0.4, 0.45)
		near := hsv(hue+210, 0.5, 0.2)
		shade(img, func(x, y int, cur color.RGBA) color.RGBA {
			fx := float64(x)
			r1 := fh*0.55 - 60*math.Abs(math.Sin(fx/110+float64(i)))
			r2 := fh*0.75 - 50*math.Abs(math.Sin(fx/70+float64(i)*2))
			switch {
			case float64(y) > r2:
				return blend(cur, near, 0.9)
			case float64(y) > r1:
				return blend(cur, far, 0.8)
			}
			return cur
		})
	}

	// vignette
	shade(img, func(x, y int, cur color.RGBA) color.RGBA {
		d := math.Hypot((float64(x)-fw/2)/fw, (float64(y)-fh/2)/fh)
		return blend(cur, color.RGBA{0, 0, 0, 255}, math.Max(0, d-0.35)*0.9)
	})

	if err := drawText(img, fmt.Sprintf("%02d", i+1), 170, w/2, h/2+60, color.RGBA{255, 255, 255, 255}, true); err != nil {
		return nil, err
	}
	if err := drawText(img, label, 30, w/2, h-28, color.NRGBA{255, 255, 255, 235}, true); err != nil {
		return nil, err
	}
	return encodeJPEG(img)
}

// bannerJPEG renders a wide banner with a headline and a sub line.
func bannerJPEG(w, h int, hue float64, headline, sub string) ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	c1 := hsv(hue, 0.8, 0.35)
	c2 := hsv(hue+60, 0.9, 0.85)
	fw, fh := float64(w), float64(h)
	shade(img, func(x, y int, _ color.RGBA) color.RGBA {
		c := lerp(c1, c2, float64(x)/fw)
		// soft waves
		wave := fh*0.7 + fh*0.12*math.Sin(float64(x)/fw*math.Pi*3)
		if float64(y) > wave {
			c = blend(c, color.RGBA{0, 0, 0, 255}, 0.25)
		}
		return c
	})
	if headline != "" {
		if err := drawText(img, headline, fh*0.34, w/2, int(fh*0.55), color.RGBA{255, 255, 255, 255}, true); err != nil {
			return nil, err
		}
	}
	if sub != "" {
		if err := drawText(img, sub, fh*0.09, w/2, int(fh*0.8), color.NRGBA{255, 255, 255, 225}, true); err != nil {
			return nil, err
		}
	}
	return encodeJPEG(img)
}

// logoPNG renders a transparent 480x120 logo: a play triangle and the site name.
func logoPNG() ([]byte, error) {
	const w, h = 480, 120
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	red := color.RGBA{230, 57, 70, 255}
	dark := color.RGBA{22, 22, 30, 255}
	// dark rounded badge (readable on light and dark headers), red square, play triangle
	shade(img, func(x, y int, cur color.RGBA) color.RGBA {
		fx, fy := float64(x), float64(y)
		if !insideRounded(fx, fy, 0, 0, w, h, 22) {
			return cur
		}
		if fx >= 10 && fx <= 110 && fy >= 10 && fy <= 110 {
			// triangle pointing right inside the square
			if fx >= 42 && fx <= 88 && math.Abs(fy-60) <= (88-fx)*0.6 {
				return color.RGBA{255, 255, 255, 255}
			}
			return red
		}
		return dark
	})
	textMu.Lock()
	defer textMu.Unlock()
	f, err := face(58)
	if err != nil {
		return nil, err
	}
	d := &font.Drawer{Dst: img, Src: image.NewUniform(color.RGBA{255, 255, 255, 255}), Face: f, Dot: fixed.P(128, 82)}
	d.DrawString("Reelhouse")
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// insideRounded reports whether (x, y) is inside the w×h rectangle at (x0, y0) with corner radius r.
func insideRounded(x, y, x0, y0, w, h, r float64) bool {
	if x < x0 || y < y0 || x >= x0+w || y >= y0+h {
		return false
	}
	cx := math.Max(x0+r, math.Min(x, x0+w-r))
	cy := math.Max(y0+r, math.Min(y, y0+h-r))
	return math.Hypot(x-cx, y-cy) <= r
}
