// Command benchsql times SQL directly against a Reelhouse SQLite file with the same
// driver the server uses (modernc.org/sqlite), for scripts/bench-api's API/direct ratio.
//
//	go run ./scripts/benchsql -db pb_data/data.db -n 300 < cases.json
//
// Input: [{"name": "...", "statements": [{"sql": "... :p ...", "params": {"p": "v"}}]}].
// Output: {"name": {"p50_ms": x, "p95_ms": y}}: one iteration runs all statements of a
// case and reads every row.
//
// -builtin: the cases are the read routes' own SQL built from the database (builtin.go),
// no stdin; -fixtures prints the fixtures (slug, category, word) for the HTTP side.
//
// -goroutines G: throughput instead of latency, the issue-25 baseline "same SQL through
// the same driver in one process": G goroutines, each on its own connection, run a case
// for -seconds; output {"name": {"rps": x}} (or "name rps" lines with -text).
//
// With -load BASEURL it is instead the HTTP load generator of scripts/bench-api (load.go).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	_ "modernc.org/sqlite"
)

type statement struct {
	SQL    string         `json:"sql"`
	Params map[string]any `json:"params"`
}

type benchCase struct {
	Name       string      `json:"name"`
	Statements []statement `json:"statements"`
}

func main() {
	dbPath := flag.String("db", "", "SQLite file")
	n := flag.Int("n", 300, "iterations per case (load mode: requests per route for latency)")
	load := flag.String("load", "", "load mode: base URL of the server")
	clients := flag.Int("c", 4, "load mode: clients for the latency phase")
	tputClients := flag.Int("tc", 16, "load mode: clients for the throughput phase")
	seconds := flag.Float64("s", 4, "load mode: seconds of the throughput phase")
	builtin := flag.Bool("builtin", false, "the read routes' SQL built from the database instead of cases on stdin")
	printFixtures := flag.Bool("fixtures", false, "with -builtin: print the fixtures as shell assignments and exit")
	goroutines := flag.Int("goroutines", 0, "throughput mode: goroutines (one connection each)")
	text := flag.Bool("text", false, "throughput mode: print 'name rps' lines instead of JSON")
	flag.Parse()
	if *load != "" {
		runLoad(*load, *clients, *n, *tputClients, *seconds)
		return
	}
	// The server's read pragmas (internal/dbconn: mmap_size too), read-only.
	db, err := sql.Open("sqlite", "file:"+*dbPath+"?mode=ro&_pragma=busy_timeout(10000)&_pragma=cache_size(-32000)&_pragma=mmap_size(2147483648)")
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	var cases []benchCase
	if *builtin {
		f, err := loadFixtures(db)
		if err != nil {
			log.Fatal(err)
		}
		if *printFixtures {
			fmt.Printf("SLUG=%q\nCAT=%q\nWORD=%q\n", f.Slug, f.Category, f.Common)
			return
		}
		if cases, err = builtinCases(db, f); err != nil {
			log.Fatal(err)
		}
	} else if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		log.Fatal(err)
	}
	if *goroutines > 0 {
		throughput(db, cases, *goroutines, *seconds, *text)
		return
	}
	db.SetMaxOpenConns(1)

	out := map[string]map[string]float64{}
	for _, c := range cases {
		runOnce := func() { runCase(db, c) }
		for i := 0; i < 20; i++ {
			runOnce()
		}
		d := make([]float64, *n)
		for i := range d {
			t := time.Now()
			runOnce()
			d[i] = float64(time.Since(t).Microseconds()) / 1000
		}
		sort.Float64s(d)
		out[c.Name] = map[string]float64{"p50_ms": d[len(d)/2], "p95_ms": d[len(d)*95/100]}
	}
	_ = json.NewEncoder(os.Stdout).Encode(out)
}

var bgctx = context.Background()

// runCase runs all statements of a case once and reads every row.
func runCase(db *sql.DB, c benchCase) {
	for _, s := range c.Statements {
		args := make([]any, 0, len(s.Params))
		for k, v := range s.Params {
			// JSON numbers arrive as float64; bind whole ones as integers, as the
			// server does (a REAL rowid bound keeps FTS5 from seeking).
			if f, ok := v.(float64); ok && f == math.Trunc(f) {
				v = int64(f)
			}
			args = append(args, sql.Named(k, v))
		}
		rows, err := db.Query(s.SQL, args...)
		if err != nil {
			log.Fatalf("%s: %v\n%s", c.Name, err, s.SQL)
		}
		cols, _ := rows.Columns()
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		for rows.Next() {
			_ = rows.Scan(ptrs...)
		}
		rows.Close()
	}
}

// throughput: g goroutines, one connection each (all opened and warmed first), run each
// case for the given seconds; cases one after another.
func throughput(db *sql.DB, cases []benchCase, g int, seconds float64, text bool) {
	db.SetMaxOpenConns(g)
	db.SetMaxIdleConns(g)
	out := map[string]map[string]float64{}
	for _, c := range cases {
		var wg sync.WaitGroup
		for i := 0; i < g; i++ { // warm every connection (schema parse, page cache)
			wg.Add(1)
			go func() { defer wg.Done(); runCase(db, c) }()
		}
		wg.Wait()
		var done atomic.Int64
		stop := time.Now().Add(time.Duration(seconds * float64(time.Second)))
		start := time.Now()
		for i := 0; i < g; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for time.Now().Before(stop) {
					runCase(db, c)
					done.Add(1)
				}
			}()
		}
		wg.Wait()
		rps := float64(done.Load()) / time.Since(start).Seconds()
		if text {
			fmt.Printf("%s %.0f\n", c.Name, rps)
		}
		out[c.Name] = map[string]float64{"rps": rps}
	}
	if !text {
		_ = json.NewEncoder(os.Stdout).Encode(out)
	}
}
