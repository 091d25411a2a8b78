package payments

import (
	"crypto/hmac"
	"crypto/sha512"
	"encoding/hex"
	"errors"
	"math"
	"net/url"
	"strconv"
	"strings"
)

// The CoinPayments-style IPN (the integrations notes, "Crypto payments"). Verification
// is kept here, apart from the routes, so a second signing scheme (the newer API's
// HMAC-SHA256 headers) can be added beside it.

// Notice is a verified, parsed IPN.
type Notice struct {
	IpnID     string
	TxnID     string
	Merchant  string
	Invoice   string
	Currency  string
	Amount    float64
	Status    int
	StatusTxt string
	Fields    url.Values
}

// Outcome of a provider status code: complete (>= 100 or == 2), failed (< 0), else pending.
type Outcome int

const (
	Pending Outcome = iota
	Complete
	Failed
)

func (n Notice) Outcome() Outcome {
	switch {
	case n.Status >= 100 || n.Status == 2:
		return Complete
	case n.Status < 0:
		return Failed
	}
	return Pending
}

// ErrSignature is any signature failure (missing mode or header, bad hex, mismatch).
var ErrSignature = errors.New("invalid HMAC signature")

// VerifyCoinPayments checks ipn_mode=hmac, then the hex HMAC-SHA512 of the raw body keyed
// with secret (constant time), and only then parses the fields. The body is parsed for
// ipn_mode before the check only to refuse non-HMAC modes; nothing else is trusted.
func VerifyCoinPayments(raw []byte, header, secret string) (Notice, error) {
	if secret == "" {
		return Notice{}, errors.New("IPN secret is not configured")
	}
	form, err := url.ParseQuery(string(raw))
	if err != nil {
		return Notice{}, errors.New("malformed body")
	}
	if form.Get("ipn_mode") != "hmac" || header == "" {
		return Notice{}, ErrSignature
	}
	got, err := hex.DecodeString(strings.TrimSpace(header))
	if err != nil {
		return Notice{}, ErrSignature
	}
	mac := hmac.New(sha512.New, []byte(secret))
	mac.Write(raw)
	if !hmac.Equal(got, mac.Sum(nil)) {
		return Notice{}, ErrSignature
	}
	status, err := strconv.Atoi(strings.TrimSpace(form.Get("status")))
	if err != nil {
		return Notice{}, errors.New("status must be an integer")
	}
	amount, err := strconv.ParseFloat(strings.TrimSpace(form.Get("amount1")), 64)
	if err != nil || math.IsNaN(amount) || math.IsInf(amount, 0) {
		return Notice{}, errors.New("amount1 must be a number")
	}
	n := Notice{
		IpnID:     form.Get("ipn_id"),
		TxnID:     strings.TrimSpace(form.Get("txn_id")),
		Merchant:  form.Get("merchant"),
		Invoice:   strings.TrimSpace(form.Get("invoice")),
		Currency:  strings.ToUpper(strings.TrimSpace(form.Get("currency1"))),
		Amount:    amount,
		Status:    status,
		StatusTxt: form.Get("status_text"),
		Fields:    form,
	}
	if n.TxnID == "" || len(n.TxnID) > 100 {
		return Notice{}, errors.New("txn_id is missing")
	}
	return n, nil
}

// SignCoinPayments is the provider's side (used by tests and the fake provider's twin).
func SignCoinPayments(raw []byte, secret string) string {
	mac := hmac.New(sha512.New, []byte(secret))
	mac.Write(raw)
	return hex.EncodeToString(mac.Sum(nil))
}
