package main

// -profile DIR: the server is started with REELHOUSE_PPROF on a free loopback port and,
// a third into the mixed run, its goroutine dump, mutex and block profiles and a 5 s CPU
// profile are saved to DIR (read them with `go tool pprof -top reelhouse DIR/cpu.pb.gz`).

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

func captureProfiles(addr, dir string) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "profile:", err)
		return
	}
	save := func(name, path string) { saveProfile(addr, dir, name, path) }
	save("goroutines.txt", "/debug/pprof/goroutine?debug=1")
	save("cpu.pb.gz", "/debug/pprof/profile?seconds=5")
	save("mutex.pb.gz", "/debug/pprof/mutex")
	save("block.pb.gz", "/debug/pprof/block")
	save("goroutines-after.txt", "/debug/pprof/goroutine?debug=1")
	fmt.Println("profiles saved in", dir)
}

// saveProfile fetches one pprof endpoint of the server into dir/name.
func saveProfile(addr, dir, name, path string) {
	client := &http.Client{Timeout: 30 * time.Second}
	res, err := client.Get("http://" + addr + path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "profile", name+":", err)
		return
	}
	defer res.Body.Close()
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		fmt.Fprintln(os.Stderr, "profile", name+":", err)
		return
	}
	defer f.Close()
	_, _ = io.Copy(f, res.Body)
}
