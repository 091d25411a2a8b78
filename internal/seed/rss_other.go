//go:build !linux

package seed

import "time"

// peakRSS is measured on Linux only.
func peakRSS() string { return "unknown" }

// processCPU is measured on Linux only.
func processCPU() time.Duration { return 0 }

// threadCPU is measured on Linux only.
func threadCPU() time.Duration { return 0 }
