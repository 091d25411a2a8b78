package payments

import (
	"net/url"
	"strings"
	"testing"
	"time"
)

func TestExtend(t *testing.T) {
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	cases := []struct {
		name    string
		current time.Time
		period  string
		want    time.Time
	}{
		{"never premium: from now", time.Time{}, "month", time.Date(2026, 4, 10, 12, 0, 0, 0, time.UTC)},
		{"lapsed: from now, not from the old end", now.AddDate(0, 0, -20), "month", time.Date(2026, 4, 10, 12, 0, 0, 0, time.UTC)},
		{"renewal while active: from the current end", time.Date(2026, 3, 25, 8, 0, 0, 0, time.UTC), "month", time.Date(2026, 4, 25, 8, 0, 0, 0, time.UTC)},
		{"yearly", time.Time{}, "year", time.Date(2027, 3, 10, 12, 0, 0, 0, time.UTC)},
		{"yearly on top of an active month", time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC), "year", time.Date(2027, 4, 1, 0, 0, 0, 0, time.UTC)},
	}
	for _, c := range cases {
		got, err := Extend(c.current, now, c.period)
		if err != nil || !got.Equal(c.want) {
			t.Errorf("%s: got %v, %v; want %v", c.name, got, err, c.want)
		}
	}
	if _, err := Extend(time.Time{}, now, "week"); err == nil {
		t.Error("an unknown period must be refused")
	}
}

func TestReference(t *testing.T) {
	now := time.UnixMilli(1763781123456)
	seen := map[string]bool{}
	for i := 0; i < 200; i++ {
		r := NewReference(now)
		if !IsReference(r) || !strings.HasPrefix(r, "PREMIUM-123456") {
			t.Fatalf("bad reference %q", r)
		}
		seen[r] = true
	}
	if len(seen) < 190 {
		t.Errorf("4 random letters should rarely repeat: %d distinct of 200", len(seen))
	}
	for _, bad := range []string{"", "PREMIUM-12345ABCD", "PREMIUM-123456abcd", "premium-123456ABCD", "PREMIUM-123456ABCD' OR 1=1"} {
		if IsReference(bad) {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestParsePlans(t *testing.T) {
	p := parsePlans([]byte(`{"monthly":{"name":"Month","price":12.345,"currency":"EUR","period":"month"},"yearly":{"price":-1}}`))
	if p["monthly"].Price != 12.35 || p["monthly"].Name != "Month" || p["monthly"].ID != "monthly" {
		t.Errorf("monthly: %+v", p["monthly"])
	}
	if p["yearly"] != DefaultPlans()["yearly"] {
		t.Errorf("an invalid stored plan must keep the default: %+v", p["yearly"])
	}
	if parsePlans([]byte(`not json`))["monthly"].Price != 9.99 {
		t.Error("broken JSON must fall back to the defaults")
	}
}

func body(fields map[string]string) []byte {
	v := url.Values{}
	for k, s := range fields {
		v.Set(k, s)
	}
	return []byte(v.Encode())
}

func TestVerifyCoinPayments(t *testing.T) {
	ok := map[string]string{"ipn_version": "1.0", "ipn_mode": "hmac", "ipn_id": "i1", "merchant": "m1", "status": "100",
		"txn_id": "T1", "currency1": "eur", "amount1": "9.99", "invoice": "PREMIUM-123456ABCD"}
	raw := body(ok)
	n, err := VerifyCoinPayments(raw, SignCoinPayments(raw, "s3cret"), "s3cret")
	if err != nil {
		t.Fatal(err)
	}
	if n.Outcome() != Complete || n.Currency != "EUR" || n.Amount != 9.99 || n.TxnID != "T1" {
		t.Errorf("parsed %+v", n)
	}
	if _, err := VerifyCoinPayments(raw, SignCoinPayments(raw, "other"), "s3cret"); err != ErrSignature {
		t.Errorf("wrong key: %v", err)
	}
	if _, err := VerifyCoinPayments(raw, "", "s3cret"); err != ErrSignature {
		t.Errorf("no header: %v", err)
	}
	if _, err := VerifyCoinPayments(raw, "zz", "s3cret"); err != ErrSignature {
		t.Errorf("bad hex: %v", err)
	}
	tampered := []byte(strings.Replace(string(raw), "amount1=9.99", "amount1=99.9", 1))
	if _, err := VerifyCoinPayments(tampered, SignCoinPayments(raw, "s3cret"), "s3cret"); err != ErrSignature {
		t.Errorf("altered body: %v", err)
	}
	if _, err := VerifyCoinPayments(raw, SignCoinPayments(raw, ""), ""); err == nil {
		t.Error("no secret configured must refuse everything")
	}
	noMode := body(map[string]string{"status": "100", "txn_id": "T", "amount1": "1"})
	if _, err := VerifyCoinPayments(noMode, SignCoinPayments(noMode, "s3cret"), "s3cret"); err != ErrSignature {
		t.Errorf("ipn_mode missing: %v", err)
	}
	for k, v := range map[string]string{"status": "abc", "amount1": "NaN", "txn_id": ""} {
		f := map[string]string{}
		for a, b := range ok {
			f[a] = b
		}
		f[k] = v
		r := body(f)
		if _, err := VerifyCoinPayments(r, SignCoinPayments(r, "s3cret"), "s3cret"); err == nil || err == ErrSignature {
			t.Errorf("%s=%q: %v", k, v, err)
		}
	}
	for status, want := range map[string]Outcome{"100": Complete, "2": Complete, "1": Pending, "0": Pending, "99": Pending, "-1": Failed, "-2": Failed} {
		if got := (Notice{Status: atoiSigned(status)}).Outcome(); got != want {
			t.Errorf("status %s: %v, want %v", status, got, want)
		}
	}
}

func atoiSigned(s string) int {
	if strings.HasPrefix(s, "-") {
		return -atoiOr(s[1:], 0)
	}
	return atoiOr(s, 0)
}
