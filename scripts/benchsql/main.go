// Command benchsql times SQL directly against a Reelhouse SQLite file with the same
// driver the server uses (modernc.org/sqlite), for scripts/bench-api's API/direct ratio.
//
//	go run ./scripts/benchsql -db pb_data/data.db -n 300 < cases.json
//
// Input: [{"name": "...", "statements": [{"sql": "... :p ...", "params": {"p": "v"}}]}].
// Output: {"name": {"p50_ms": x, "p95_ms": y}}: one iteration runs all statements of a
// case and reads every row.
//
// With -load BASEURL it is instead the HTTP load generator of scripts/bench-api (load.go).
package main

import (
	"database/sql"
	"encoding/json"
	"flag"
	"log"
	"math"
	"os"
	"sort"
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
	flag.Parse()
	if *load != "" {
		runLoad(*load, *clients, *n, *tputClients, *seconds)
		return
	}
	var cases []benchCase
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		log.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:"+*dbPath+"?mode=ro&_pragma=busy_timeout(10000)&_pragma=cache_size(-32000)")
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)

	out := map[string]map[string]float64{}
	for _, c := range cases {
		runOnce := func() {
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
