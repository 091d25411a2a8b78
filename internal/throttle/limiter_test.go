package throttle

import (
	"fmt"
	"testing"
	"time"
)

func TestHitAllowsMaxPerWindowThenRefuses(t *testing.T) {
	lim := NewLimiter(100)
	now := time.Unix(1_000_000, 0)
	l := Limit{Max: 3, Window: time.Minute}
	for i := 0; i < 3; i++ {
		if ok, _ := lim.Hit("a", l, now); !ok {
			t.Fatalf("hit %d refused", i+1)
		}
	}
	ok, retry := lim.Hit("a", l, now.Add(10*time.Second))
	if ok || retry != 50*time.Second {
		t.Fatalf("4th hit: ok=%v retry=%v, want refused with 50s", ok, retry)
	}
	if ok, _ := lim.Hit("b", l, now); !ok {
		t.Fatal("another key has its own counter")
	}
	if ok, _ := lim.Hit("a", l, now.Add(time.Minute)); !ok {
		t.Fatal("a new window starts fresh")
	}
}

func TestMemoryIsBounded(t *testing.T) {
	lim := NewLimiter(1000)
	now := time.Unix(2_000_000, 0)
	for i := 0; i < 50_000; i++ {
		lim.Hit(fmt.Sprintf("k%d", i), Limit{Max: 1, Window: time.Hour}, now.Add(time.Duration(i)*time.Millisecond))
	}
	if n := lim.Len(); n > 1000 {
		t.Fatalf("%d counters kept, want at most 1000", n)
	}
}
