// Package fingerprint keeps removed videos from coming back (issue 38 §3): a PDQ hash
// (Meta's open perceptual image hash, written here from the published algorithm in
// facebook/ThreatExchange pdq/cpp) of one frame a second, a block list indexed by
// multi-index hashing, and the match of an upload against it by the share of its frames.
package fingerprint

import (
	"encoding/hex"
	"errors"
	"math"
	"math/bits"
	"slices"
	"strings"
)

// Hash is a 256-bit PDQ hash, stored in the byte order of its hex form: the reference
// prints its sixteen 16-bit words from the highest (word 15) to the lowest, so bit k
// (word k/16, bit k%16) lives in byte (15-k/16)*2 + (1 - k%16/8).
type Hash [32]byte

// Hex is the 64-character form shared hash lists use.
func (h Hash) Hex() string { return hex.EncodeToString(h[:]) }

// ParseHex reads the 64-hex-character form (either case).
func ParseHex(s string) (Hash, error) {
	var h Hash
	if len(s) != 64 {
		return h, errors.New("a PDQ hash is 64 hex characters")
	}
	if _, err := hex.Decode(h[:], []byte(strings.ToLower(s))); err != nil {
		return h, errors.New("a PDQ hash is 64 hex characters")
	}
	return h, nil
}

func (h *Hash) setBit(k int) {
	w, b := k/16, k%16
	h[(15-w)*2+1-b/8] |= 1 << (b % 8)
}

// Bit reports bit k (0..255) in the reference's numbering.
func (h Hash) Bit(k int) bool {
	w, b := k/16, k%16
	return h[(15-w)*2+1-b/8]&(1<<(b%8)) != 0
}

// Distance is the Hamming distance: the number of differing bits (0..256).
func Distance(a, b Hash) int {
	n := 0
	for i := 0; i < 32; i += 8 {
		n += bits.OnesCount64(u64(a[i:]) ^ u64(b[i:]))
	}
	return n
}

func u64(b []byte) uint64 {
	_ = b[7]
	return uint64(b[0])<<56 | uint64(b[1])<<48 | uint64(b[2])<<40 | uint64(b[3])<<32 |
		uint64(b[4])<<24 | uint64(b[5])<<16 | uint64(b[6])<<8 | uint64(b[7])
}

// Luma from RGB with the reference's coefficients (BT.601).
func Luma(r, g, b uint8) float32 {
	return 0.299*float32(r) + 0.587*float32(g) + 0.114*float32(b)
}

// minHashableDim: smaller images hash to zero with quality 0, as in the reference.
const minHashableDim = 5

// dct is the 16x64 DCT-II matrix without the DC row (rows 1..16), scaled by sqrt(2/64).
var dct = func() (d [16][64]float32) {
	scale := math.Sqrt(2.0 / 64.0)
	for i := range 16 {
		for j := range 64 {
			d[i][j] = float32(scale * math.Cos(math.Pi/2/64*float64(i+1)*float64(2*j+1)))
		}
	}
	return d
}()

// FromLuma hashes a row-major numRows x numCols luminance image (values 0..255). The
// slice is used as scratch space and overwritten. quality is 0..100: the reference's
// gradient-sum measure; under 50 the hash says little (flat or blurred frames).
func FromLuma(luma []float32, numRows, numCols int) (h Hash, quality int) {
	h, _, quality = FromLumaMirrored(luma, numRows, numCols)
	return h, quality
}

// FromLumaMirrored is FromLuma plus the hash of the image flipped left to right, made
// from the same DCT (the reference's dihedral "flip X"): mirroring the columns multiplies
// the horizontal frequency u (1..16) by (-1)^u, so the odd frequencies change sign; the
// median is taken again. A mirrored copy of a video hashes to about the original's
// mirror hash.
func FromLumaMirrored(luma []float32, numRows, numCols int) (h, mirror Hash, quality int) {
	if numRows < minHashableDim || numCols < minHashableDim || len(luma) < numRows*numCols {
		return h, mirror, 0
	}
	var a [64][64]float32
	if numRows == 64 && numCols == 64 {
		for i := range 64 {
			copy(a[i][:], luma[i*64:(i+1)*64])
		}
	} else {
		tmp := make([]float32, numRows*numCols)
		jarosz(luma, tmp, numRows, numCols, windowSize(numCols), windowSize(numRows))
		for i := range 64 {
			ini := int((float64(i) + 0.5) * float64(numRows) / 64)
			for j := range 64 {
				inj := int((float64(j) + 0.5) * float64(numCols) / 64)
				a[i][j] = luma[ini*numCols+inj]
			}
		}
	}
	quality = qualityOf(&a)
	b := dct64To16(&a)
	h = threshold(&b)
	for i := range 16 {
		for j := 0; j < 16; j += 2 { // column j is frequency j+1: the odd ones
			b[i][j] = -b[i][j]
		}
	}
	return h, threshold(&b), quality
}

// threshold: a bit for each coefficient above the median.
func threshold(b *[16][16]float32) (h Hash) {
	// The reference's Torben median of 256 values is the lower median (the 128th smallest).
	sorted := make([]float32, 0, 256)
	for i := range 16 {
		sorted = append(sorted, b[i][:]...)
	}
	slices.Sort(sorted)
	median := sorted[127]
	for i := range 16 {
		for j := range 16 {
			if b[i][j] > median {
				h.setBit(i*16 + j)
			}
		}
	}
	return h
}

// windowSize: half of a 1/64 block per pass (two passes make a full block), rounded up.
func windowSize(oldDim int) int { return (oldDim + 2*64 - 1) / (2 * 64) }

// jarosz: two passes of a box filter along rows then columns (Jarosz's tent-like
// approximation of a Gaussian), the result back in buf.
func jarosz(buf, tmp []float32, rows, cols, winRows, winCols int) {
	for range 2 {
		for i := range rows {
			box1D(buf[i*cols:], tmp[i*cols:], cols, 1, winRows)
		}
		for j := range cols {
			box1D(tmp[j:], buf[j:], rows, cols, winCols)
		}
	}
}

// box1D is the reference's moving average with a window shrunk at both ends.
func box1D(in, out []float32, length, stride, window int) {
	half := (window + 2) / 2
	p1, p2, p3, p4 := half-1, window-half+1, length-window, half-1
	li, ri, oi := 0, 0, 0
	var sum float32
	n := 0
	for range p1 {
		sum += in[ri]
		n++
		ri += stride
	}
	for range p2 {
		sum += in[ri]
		n++
		out[oi] = sum / float32(n)
		ri += stride
		oi += stride
	}
	for range p3 {
		sum += in[ri]
		sum -= in[li]
		out[oi] = sum / float32(n)
		li += stride
		ri += stride
		oi += stride
	}
	for range p4 {
		sum -= in[li]
		n--
		out[oi] = sum / float32(n)
		li += stride
		oi += stride
	}
}

// qualityOf sums the 64x64 image's absolute neighbour differences in percent of full
// scale (truncated per pair, as the reference does), capped at 100.
func qualityOf(a *[64][64]float32) int {
	sum := 0
	for i := range 63 {
		for j := range 64 {
			sum += absInt(int((a[i][j] - a[i+1][j]) * 100 / 255))
		}
	}
	for i := range 64 {
		for j := range 63 {
			sum += absInt(int((a[i][j] - a[i][j+1]) * 100 / 255))
		}
	}
	return min(sum/90, 100)
}

func absInt(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// dct64To16: B = D A Dᵀ, the 16x16 lowest non-DC frequencies.
func dct64To16(a *[64][64]float32) (b [16][16]float32) {
	var t [16][64]float32
	for i := range 16 {
		for j := range 64 {
			var s float32
			for k := range 64 {
				s += dct[i][k] * a[k][j]
			}
			t[i][j] = s
		}
	}
	for i := range 16 {
		for j := range 16 {
			var s float32
			for k := range 64 {
				s += t[i][k] * dct[j][k]
			}
			b[i][j] = s
		}
	}
	return b
}
