package seed

import (
	"fmt"
	"syscall"
	"time"
)

// peakRSS: the process's peak resident memory so far (getrusage; Linux counts KiB).
func peakRSS() string {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return "unknown"
	}
	return fmt.Sprintf("%.0f MB", float64(ru.Maxrss)/1024)
}

// processCPU: user + system time of the whole process so far.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// threadCPU: user + system time of the calling OS thread (RUSAGE_THREAD, 1 on Linux);
// with the goroutine locked to its thread, that goroutine's CPU time.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
