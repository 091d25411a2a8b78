package seed

import (
	"fmt"
	"io"
	"text/tabwriter"
	"time"
)

// stepTimes: how long each step of a seed took, printed at its end so that a run shows
// where the time goes (issue 25 §3: a million videos in minutes). Beside the wall time of
// a step, the CPU time the whole process spent in it: on a shared machine the wall time
// grows with the others' load, the CPU time much less; above the wall time, the CPU time
// shows how many cores the step kept busy.
type stepTimes struct {
	rows    []stepTime
	last    time.Time
	lastCPU time.Duration
}

type stepTime struct {
	name   string
	d, cpu time.Duration // cpu < 0: not measured apart
	note   string
}

func newStepTimes() *stepTimes { return &stepTimes{last: time.Now(), lastCPU: processCPU()} }

// lap records the time since the previous lap as the step name.
func (s *stepTimes) lap(name, note string) {
	now, cpu := time.Now(), processCPU()
	s.rows = append(s.rows, stepTime{name, now.Sub(s.last), cpu - s.lastCPU, note})
	s.last, s.lastCPU = now, cpu
}

// add records a part of a step measured apart: one goroutine's share, or the time of
// several goroutines added up, with their CPU time (threads locked while measured).
func (s *stepTimes) add(name string, d, cpu time.Duration, note string) {
	s.rows = append(s.rows, stepTime{name, d, cpu, note})
}

func (s *stepTimes) print(w io.Writer) {
	fmt.Fprintln(w, "\nsteps (wall s, CPU s of the process):")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	for _, r := range s.rows {
		cpu := ""
		if r.cpu >= 0 {
			cpu = fmt.Sprintf("%.2f", r.cpu.Seconds())
		}
		fmt.Fprintf(tw, "  %s\t%.2f\t%s\t\t%s\n", r.name, r.d.Seconds(), cpu, r.note)
	}
	_ = tw.Flush()
}
