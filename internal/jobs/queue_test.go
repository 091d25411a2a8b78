package jobs

import (
	"testing"
	"time"
)

func TestBackoffDoublesAndCaps(t *testing.T) {
	base := 30 * time.Second
	want := []time.Duration{30 * time.Second, time.Minute, 2 * time.Minute, 4 * time.Minute}
	for i, w := range want {
		if got := BackoffFor(base, i+1); got != w {
			t.Errorf("attempt %d: %v, want %v", i+1, got, w)
		}
	}
	if got := BackoffFor(base, 40); got != time.Hour {
		t.Errorf("cap: %v", got)
	}
}
