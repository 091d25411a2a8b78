package twofactor

import (
	"strings"
	"testing"
	"time"

	"github.com/pquerna/otp/totp"
)

func codeAt(t *testing.T, secret string, at time.Time) string {
	t.Helper()
	c, err := totp.GenerateCodeCustom(secret, at, validateOpts)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestCheckCodeWindow(t *testing.T) {
	key, err := NewKey("Reelhouse", "a@example.com")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(1_800_000_000, 0)
	for _, c := range []struct {
		name   string
		offset time.Duration
		ok     bool
	}{{"now", 0, true}, {"one step early", -30 * time.Second, true}, {"one step late", 30 * time.Second, true},
		{"two steps early", -60 * time.Second, false}, {"two steps late", 60 * time.Second, false}} {
		_, ok := CheckCode(key.Secret(), codeAt(t, key.Secret(), now.Add(c.offset)), now, 0)
		if ok != c.ok {
			t.Errorf("%s: ok = %v, want %v", c.name, ok, c.ok)
		}
	}
	if _, ok := CheckCode(key.Secret(), "12345", now, 0); ok {
		t.Error("a five-digit code was accepted")
	}
}

func TestCheckCodeRefusesReplay(t *testing.T) {
	key, _ := NewKey("Reelhouse", "a@example.com")
	now := time.Unix(1_800_000_000, 0)
	code := codeAt(t, key.Secret(), now)
	step, ok := CheckCode(key.Secret(), code, now, 0)
	if !ok || step != Step(now) {
		t.Fatalf("first use refused (step %d)", step)
	}
	if _, ok := CheckCode(key.Secret(), code, now.Add(10*time.Second), step); ok {
		t.Error("the same code was accepted twice in its window")
	}
	older := codeAt(t, key.Secret(), now.Add(-30*time.Second))
	if _, ok := CheckCode(key.Secret(), older, now, step); ok {
		t.Error("an older code of the window was accepted after a newer one")
	}
	if _, ok := CheckCode(key.Secret(), codeAt(t, key.Secret(), now.Add(30*time.Second)), now.Add(30*time.Second), step); !ok {
		t.Error("the next step's code was refused")
	}
}

func TestRecoveryCodesHashAndMatchOnce(t *testing.T) {
	codes, err := NewRecoveryCodes(RecoveryCount)
	if err != nil || len(codes) != RecoveryCount {
		t.Fatalf("codes %v, %v", codes, err)
	}
	key := []byte("server key")
	seen := map[string]bool{}
	hashes := make([]string, len(codes))
	for i, c := range codes {
		if seen[c] || len(NormalizeRecovery(c)) != 16 {
			t.Fatalf("bad or repeated code %q", c)
		}
		seen[c] = true
		hashes[i] = HashRecovery(c, key)
		if strings.Contains(hashes[i], NormalizeRecovery(c)) {
			t.Fatal("hash holds the code")
		}
	}
	typed := strings.ToUpper(strings.ReplaceAll(codes[3], "-", " "))
	if i := MatchRecovery(typed, hashes, key); i != 3 {
		t.Fatalf("match = %d, want 3", i)
	}
	if i := MatchRecovery(codes[3], hashes, []byte("another key")); i != -1 {
		t.Error("matched under another key")
	}
	hashes = append(hashes[:3], hashes[4:]...) // used: removed
	if i := MatchRecovery(codes[3], hashes, key); i != -1 {
		t.Error("a used code matched again")
	}
	if MatchRecovery("short", hashes, key) != -1 {
		t.Error("a short code matched")
	}
}

func TestSealOpen(t *testing.T) {
	key := []byte("k1")
	sealed, err := Seal("JBSWY3DPEHPK3PXP", key)
	if err != nil || strings.Contains(sealed, "JBSWY3DP") {
		t.Fatalf("sealed %q, %v", sealed, err)
	}
	if got, err := Open(sealed, key); err != nil || got != "JBSWY3DPEHPK3PXP" {
		t.Fatalf("open = %q, %v", got, err)
	}
	if _, err := Open(sealed, []byte("k2")); err == nil {
		t.Error("opened with another key")
	}
}
