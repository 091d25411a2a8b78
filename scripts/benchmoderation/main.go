// Command benchmoderation measures the operator's pages (issue 36 §7, §8): it creates a
// fresh database (`reelhouse migrate up` in a temp dir), inserts -videos videos, -members
// members, comments, -cases moderation cases (a fifth open or hidden, the rest decided) with
// a report each, and -audit audit entries (50 actors, 16 actions) straight into SQLite, then
// serves it with the real binary on a loopback port (throttles and the response cache off)
// and prints p50/p95 of -n sequential requests per page, beside GET /api/health measured in
// the same run. Every loop is bounded by its flag; the temp dir is removed at the end
// (-keep leaves it).
package main

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	_ "modernc.org/sqlite"

	"reelhouse/scripts/benchserver"
)

const (
	superEmail = "bench-root@bench.local"
	superPass  = "bench-root-Passw0rd!"
	stamp      = "2006-01-02 15:04:05.000Z"
)

var base string

var actions = []string{"case.dismiss", "case.hide", "case.remove", "case.restore", "case.approve", "case.auto_hide",
	"case.counter_statement", "dmca.notice", "member.warn", "member.suspend", "member.unsuspend", "video.held_for_review",
	"videos.update", "settings.update", "categories.update", "payment.confirm"}

func main() {
	// Its superuser and admins sign in by password from here: no PocketBase MFA on the data
	// dirs it makes (migration 17950002), no TOTP required of admins (internal/twofactor).
	for _, k := range []string{"REELHOUSE_SUPERUSER_MFA", "REELHOUSE_ADMIN_TOTP"} {
		if os.Getenv(k) == "" {
			_ = os.Setenv(k, "off")
		}
	}
	videos := flag.Int("videos", 2000, "videos")
	members := flag.Int("members", 200000, "members")
	cases := flag.Int("cases", 100000, "moderation cases (one report each)")
	entries := flag.Int("audit", 1000000, "audit log entries")
	n := flag.Int("n", 200, "requests per page")
	keep := flag.Bool("keep", false, "keep the temp dir (its path is printed)")
	reuse := flag.String("dir", "", "serve a dir an earlier -keep run seeded (with its sizes) instead of seeding")
	flag.Parse()
	root, _ := os.Getwd()
	bin := filepath.Join(root, "reelhouse")
	dir := *reuse
	if dir == "" {
		var err error
		dir, err = os.MkdirTemp("", "bench-moderation-")
		must(err)
		if !*keep {
			defer func() { _ = os.RemoveAll(dir) }() // best effort: a temp dir
		}
		run(bin, "migrate", "up", "--dir", dir)
		run(bin, "superuser", "upsert", superEmail, superPass, "--dir", dir)
		t := time.Now()
		seed(filepath.Join(dir, "data.db"), *videos, *members, *cases, *entries)
		fmt.Fprintf(os.Stderr, "seeded in %s (%s)\n", time.Since(t).Round(time.Second), dir)
	} else {
		run(bin, "migrate", "up", "--dir", dir) // a newer build's indexes
	}

	b, stopServer, err := benchserver.Serve(bin, dir)
	must(err)
	base = b
	defer stopServer()
	su := login()

	fmt.Printf("moderation benchmark: %d cases, %d audit entries, %d members, %d videos\n", *cases, *entries, *members, *videos)
	fmt.Printf("%-62s %8s %8s %8s\n", "page (sequential, admin, cache off)", "p50 ms", "p95 ms", "p95/base")
	_, baseP95 := report(su, "/api/health", "baseline GET /api/health", *n, 0)
	someone := memberID(2)
	pages := []string{
		"/admin/cases",
		"/admin/cases?page=50",
		"/admin/cases?status=decided",
		"/admin/cases?status=decided&page=100",
		"/admin/cases?item=" + videoID(7),
		"/admin/audit",
		"/admin/audit?page=100",
		"/admin/audit?actor_name=moderator_7",
		"/admin/audit?actor_name=MODERATOR_7&page=20",
		"/admin/audit?action=member.suspend",
		"/admin/audit?actor_name=moderator_3&action=case.remove",
		"/admin/audit?action=case.remove&from=2025-01-01&to=2030-01-01",
		"/admin/audit?target=" + videoID(11),
		"/admin/audit/actions",
		"/admin/members",
		"/admin/members?q=member_12",
		"/admin/members?q=member_1&page=50",
		"/admin/members?q=" + url.QueryEscape("member_19@"),
		"/admin/members/" + someone,
	}
	slow := 0
	for _, p := range pages {
		if _, p95 := report(su, "/api/reelhouse"+p, p, *n, baseP95); p95 >= 10 {
			slow++
		}
	}
	if slow > 0 {
		fmt.Printf("%d page(s) at or over 10 ms p95\n", slow)
	} else {
		fmt.Println("every page under 10 ms p95")
	}
}

func videoID(i int) string  { return fmt.Sprintf("v%014d", i) }
func memberID(i int) string { return fmt.Sprintf("u%014d", i) }

// seed inserts everything in one transaction per table with prepared statements.
func seed(path string, videos, members, cases, entries int) {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(OFF)")
	must(err)
	defer db.Close()
	now := time.Now().UTC()
	at := func(secondsAgo int) string { return now.Add(-time.Duration(secondsAgo) * time.Second).Format(stamp) }
	batch := func(table, cols, marks string, count int, row func(i int) []any) {
		tx, err := db.Begin()
		must(err)
		st, err := tx.Prepare("INSERT INTO " + table + " (" + cols + ") VALUES (" + marks + ")")
		must(err)
		for i := 0; i < count; i++ {
			_, err := st.Exec(row(i)...)
			must(err)
		}
		must(st.Close())
		must(tx.Commit())
	}
	batch("users", "id, username, email, tokenKey, password, verified, created, updated", "?, ?, ?, ?, ?, ?, ?, ?", members, func(i int) []any {
		return []any{memberID(i), fmt.Sprintf("member_%d", i), fmt.Sprintf("member_%d@bench.local", i), fmt.Sprintf("tk%d", i), "x", i%3 != 0, at(i * 60), at(i * 60)}
	})
	batch("videos", "id, title, slug, author, creator, duration, created, updated", "?, ?, ?, ?, ?, ?, ?, ?", videos, func(i int) []any {
		return []any{videoID(i), fmt.Sprintf("Bench video %d", i), fmt.Sprintf("bench-video-%d", i), "Bench", memberID(i % members), 60, at(i * 600), at(i * 600)}
	})
	comments := min(cases/5, 20000)
	batch("comments", "id, video, user, username, content, created, updated", "?, ?, ?, ?, ?, ?, ?", comments, func(i int) []any {
		return []any{fmt.Sprintf("c%014d", i), videoID(i % videos), memberID(i % members), fmt.Sprintf("member_%d", i%members), fmt.Sprintf("Comment number %d, reported", i), at(i * 30), at(i * 30)}
	})
	statuses := []string{"open", "hidden", "removed", "dismissed", "restored", "dismissed", "removed", "restored", "dismissed", "removed"}
	reasons := []string{"under_18", "non_consensual", "depicted_no_consent", "copyright", "spam", "other"}
	batch("moderation_cases", "id, item_type, item, creator, source, status, severity, top_reason, report_count, reference, decision_reason, created, updated",
		"?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?", cases, func(i int) []any {
			typ, item, creator := "video", videoID(i%videos), memberID(i%videos%members)
			if i%5 == 0 && comments > 0 {
				typ, item, creator = "comment", fmt.Sprintf("c%014d", (i/5)%comments), memberID((i/5)%comments%members)
			}
			st := statuses[i%len(statuses)]
			decision := ""
			if st != "open" && st != "hidden" {
				decision = "Checked."
			}
			return []any{fmt.Sprintf("k%014d", i), typ, item, creator, "report", st, 1 + i%4, reasons[i%len(reasons)], 1 + i%7,
				fmt.Sprintf("RH-B%08d", i), decision, at(i * 20), at(i*20 - i%500)}
		})
	batch("moderation_reports", "id, `case`, reason, details, reporter, reporter_ip, open, created, updated", "?, ?, ?, ?, ?, ?, ?, ?, ?", cases, func(i int) []any {
		return []any{fmt.Sprintf("r%014d", i), fmt.Sprintf("k%014d", i), reasons[i%len(reasons)], "", memberID((i * 7) % members), "", i%10 < 2, at(i * 20), at(i * 20)}
	})
	// seq is unique (the audit chain): the bench's entries take numbers far past the
	// server's own. Their hashes are left empty: `audit verify` would report the break,
	// which this throwaway database never needs.
	batch("audit_log", "id, seq, actor, actor_name, action, target_type, target, reason, detail, created", "?, ?, ?, ?, ?, ?, ?, ?, ?, ?", entries, func(i int) []any {
		a := actions[i%len(actions)]
		typ, target := "video", videoID(i%videos)
		if a == "member.warn" || a == "member.suspend" || a == "member.unsuspend" {
			typ, target = "user", memberID(i%members)
		}
		return []any{fmt.Sprintf("a%014d", i), 1_000_000_000 + i, memberID(i % 50), fmt.Sprintf("moderator_%d", i%50), a, typ, target, "Benchmark entry.", "{}", at(i * 3)}
	})
	_, err = db.Exec("ANALYZE")
	must(err)
}

func report(token, path, label string, n int, baseP95 float64) (float64, float64) {
	p50, p95 := lat(token, path, n)
	ratio := "1.0"
	if baseP95 > 0 {
		ratio = fmt.Sprintf("%.1f", p95/baseP95)
	}
	fmt.Printf("%-62s %8.2f %8.2f %8s\n", label, p50, p95, ratio)
	return p50, p95
}

func run(bin string, args ...string) {
	cmd := exec.Command(bin, args...)
	cmd.Stderr = os.Stderr
	must(cmd.Run())
}

func login() string {
	body := fmt.Sprintf(`{"identity":%q,"password":%q}`, superEmail, superPass)
	res, err := http.Post(base+"/api/collections/_superusers/auth-with-password", "application/json", strings.NewReader(body))
	must(err)
	defer res.Body.Close()
	var out struct{ Token string }
	must(json.NewDecoder(res.Body).Decode(&out))
	if out.Token == "" {
		must(fmt.Errorf("superuser sign-in failed: %d", res.StatusCode))
	}
	return out.Token
}

func get(token, path string) error {
	req, _ := http.NewRequest("GET", base+path, nil)
	req.Header.Set("Authorization", token)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		return fmt.Errorf("GET %s: %d %s", path, res.StatusCode, b)
	}
	return nil
}

func lat(token, path string, n int) (float64, float64) {
	for i := 0; i < 10; i++ { // warm the connection and the page cache
		must(get(token, path))
	}
	xs := make([]float64, 0, n)
	for i := 0; i < n; i++ {
		t := time.Now()
		must(get(token, path))
		xs = append(xs, float64(time.Since(t).Microseconds())/1000)
	}
	sort.Float64s(xs)
	return xs[len(xs)/2], xs[min(len(xs)-1, len(xs)*95/100)]
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench-moderation:", err)
		os.Exit(1)
	}
}
