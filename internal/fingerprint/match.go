package fingerprint

// Score compares an upload's frames with a blocked video's: a frame matches when some
// frame of the other side is within maxDist bits. The share is that of the shorter side
// (a short clip cut from a removed video matches on its own frames; a removed video
// buried in a longer upload matches on the removed video's frames). best is the smallest
// distance seen between any two frames (256 when either side is empty).
func Score(upload, blocked []Hash, maxDist int) (share float64, best int) {
	best = 256
	if len(upload) == 0 || len(blocked) == 0 {
		return 0, best
	}
	hitBlocked := make([]bool, len(blocked))
	hitUpload := 0
	for _, u := range upload {
		hit := false
		for j, b := range blocked {
			d := Distance(u, b)
			best = min(best, d)
			if d <= maxDist {
				hit = true
				hitBlocked[j] = true
			}
		}
		if hit {
			hitUpload++
		}
	}
	if len(upload) <= len(blocked) {
		return float64(hitUpload) / float64(len(upload)), best
	}
	n := 0
	for _, h := range hitBlocked {
		if h {
			n++
		}
	}
	return float64(n) / float64(len(blocked)), best
}
