package payments

import (
	"crypto/rand"
	"fmt"
	"math/big"
	"regexp"
	"time"
)

const upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// NewReference is the spec's payment reference: PREMIUM- + the last 6 digits of the
// millisecond timestamp + 4 random uppercase letters. Uniqueness is the unique index's
// job; the caller retries on a collision.
func NewReference(now time.Time) string {
	b := make([]byte, 4)
	for i := range b {
		n, err := rand.Int(rand.Reader, big.NewInt(int64(len(upper))))
		if err != nil {
			panic(err) // crypto/rand never fails on supported platforms
		}
		b[i] = upper[n.Int64()]
	}
	return fmt.Sprintf("PREMIUM-%06d%s", now.UnixMilli()%1_000_000, b)
}

var referenceRe = regexp.MustCompile(`^PREMIUM-[0-9]{6}[A-Z]{4}$`)

// IsReference tells whether s has the shape of one of our references.
func IsReference(s string) bool { return referenceRe.MatchString(s) }
