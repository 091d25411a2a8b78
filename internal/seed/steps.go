package seed

import (
	"fmt"
	"io"
	"text/tabwriter"
	"time"
)

// stepTimes: how long each step of a seed took, printed at its end so that a run shows
// where the time goes (issue 25 §3: a million videos in minutes).
type stepTimes struct {
	rows []stepTime
	last time.Time
}

type stepTime struct {
	name string
	d    time.Duration
	note string
}

func newStepTimes() *stepTimes { return &stepTimes{last: time.Now()} }

// lap records the time since the previous lap as the step name.
func (s *stepTimes) lap(name, note string) {
	now := time.Now()
	s.rows = append(s.rows, stepTime{name, now.Sub(s.last), note})
	s.last = now
}

// add records a step measured apart (work spread over goroutines, part of another step).
func (s *stepTimes) add(name string, d time.Duration, note string) {
	s.rows = append(s.rows, stepTime{name, d, note})
}

func (s *stepTimes) print(w io.Writer) {
	fmt.Fprintln(w, "\nsteps:")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	for _, r := range s.rows {
		fmt.Fprintf(tw, "  %s\t%.2fs\t\t%s\n", r.name, r.d.Seconds(), r.note)
	}
	_ = tw.Flush()
}
