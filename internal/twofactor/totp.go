// Package twofactor is a member's second factor (issue 37 §4, docs/account-security.md):
// TOTP (RFC 6238, an authenticator app) with github.com/pquerna/otp, ten recovery codes
// shown once, the sign-in step that turns a password check into a short-lived ticket, the
// admin requirement and the admin's reset.
package twofactor

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"strings"
	"time"

	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// Period and Digits: what every authenticator app does by default (30 s, 6 digits, SHA-1).
const (
	Period        = 30
	Digits        = otp.DigitsSix
	RecoveryCount = 10
)

var validateOpts = totp.ValidateOpts{Period: Period, Digits: Digits, Algorithm: otp.AlgorithmSHA1}

// NewKey makes a new secret for account (shown as the otpauth:// URL in the QR code and as
// text for typing in).
func NewKey(issuer, account string) (*otp.Key, error) {
	return totp.Generate(totp.GenerateOpts{Issuer: issuer, AccountName: account, Period: Period, Digits: Digits, Algorithm: otp.AlgorithmSHA1})
}

// Step is the 30-second time step of t (the counter of RFC 6238).
func Step(t time.Time) int64 { return t.Unix() / Period }

// CheckCode says whether code is the secret's code for the step of now or one step either
// side (a phone's clock a little off, a code typed as it changes), and for which step. A
// step at or before lastStep is refused: a code once accepted cannot be used again, nor can
// an older one from the same window (an observed code replayed within its 90 seconds).
func CheckCode(secret, code string, now time.Time, lastStep int64) (int64, bool) {
	code = strings.TrimSpace(strings.ReplaceAll(code, " ", ""))
	if len(code) != Digits.Length() {
		return 0, false
	}
	cur := Step(now)
	for _, step := range []int64{cur - 1, cur, cur + 1} {
		if step <= lastStep {
			continue
		}
		want, err := totp.GenerateCodeCustom(secret, time.Unix(step*Period, 0), validateOpts)
		if err == nil && hmac.Equal([]byte(want), []byte(code)) {
			return step, true
		}
	}
	return 0, false
}

// Recovery codes: 80 random bits each, written as four groups of four base32 letters
// ("abcd-efgh-ijkl-mnop"). They are stored as HMAC-SHA256 under the server key rather than
// bcrypt: with 80 bits of randomness a stolen hash cannot be reversed by guessing, with or
// without the key, so a slow hash adds nothing but a slow sign-in; the keyed hash also
// lets the lookup compare every stored hash in constant time.
var recoveryEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// NewRecoveryCodes returns n new codes, as shown to the member.
func NewRecoveryCodes(n int) ([]string, error) {
	out := make([]string, n)
	for i := range out {
		b := make([]byte, 10)
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		s := strings.ToLower(recoveryEncoding.EncodeToString(b))
		out[i] = s[0:4] + "-" + s[4:8] + "-" + s[8:12] + "-" + s[12:16]
	}
	return out, nil
}

// NormalizeRecovery: the code as typed (any case, with or without dashes or spaces).
func NormalizeRecovery(code string) string {
	code = strings.ToLower(code)
	var b strings.Builder
	for _, r := range code {
		if (r >= 'a' && r <= 'z') || (r >= '2' && r <= '7') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// HashRecovery is the stored form of a recovery code.
func HashRecovery(code string, key []byte) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("recovery:" + NormalizeRecovery(code)))
	return hex.EncodeToString(m.Sum(nil))
}

// MatchRecovery returns the index in hashes of code's hash, or -1. Every hash is compared.
func MatchRecovery(code string, hashes []string, key []byte) int {
	n := NormalizeRecovery(code)
	if len(n) != 16 {
		return -1
	}
	h := []byte(HashRecovery(n, key))
	found := -1
	for i, s := range hashes {
		if hmac.Equal(h, []byte(s)) && found < 0 {
			found = i
		}
	}
	return found
}

// Seal encrypts a secret for storage with AES-256-GCM under key (the server key, hashed
// to 32 bytes); the result is base64 of nonce || ciphertext.
func Seal(plain string, key []byte) (string, error) {
	gcm, err := aead(key)
	if err != nil {
		return "", err
	}
	nonce := make([]byte, gcm.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(gcm.Seal(nonce, nonce, []byte(plain), []byte("totp"))), nil
}

// Open decrypts what Seal made.
func Open(sealed string, key []byte) (string, error) {
	raw, err := base64.StdEncoding.DecodeString(sealed)
	if err != nil {
		return "", err
	}
	gcm, err := aead(key)
	if err != nil {
		return "", err
	}
	if len(raw) < gcm.NonceSize() {
		return "", errors.New("sealed secret too short")
	}
	plain, err := gcm.Open(nil, raw[:gcm.NonceSize()], raw[gcm.NonceSize():], []byte("totp"))
	if err != nil {
		return "", err
	}
	return string(plain), nil
}

func aead(key []byte) (cipher.AEAD, error) {
	k := sha256.Sum256(key)
	block, err := aes.NewCipher(k[:])
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}
