package main

// The same comment write run directly on the SQLite file (the baseline of the API/direct
// ratio), and the consistency check after a run: every counter equals its rows, and every
// comment the server acknowledged is stored.

import (
	"crypto/rand"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite"
)

func openDB(dataDir string) *sql.DB {
	db, err := sql.Open("sqlite", "file:"+filepath.Join(dataDir, "data.db")+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)")
	if err != nil {
		panic(err)
	}
	db.SetMaxOpenConns(1)
	return db
}

func newID() string {
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789"
	b := make([]byte, 15)
	_, _ = rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}

// directCommentRate runs insert comment + recount + stats update in one transaction, as
// fast as one connection can, for d; returns transactions per second.
func directCommentRate(dataDir string, fx *fixtures, d time.Duration) float64 {
	db := openDB(dataDir)
	defer db.Close()
	user := fx.members[0].id
	n := 0
	start := time.Now()
	for time.Since(start) < d {
		v := fx.videos[n%len(fx.videos)].ID
		now := time.Now().UTC().Format("2006-01-02 15:04:05.000Z")
		tx, err := db.Begin()
		if err != nil {
			panic(err)
		}
		_, err = tx.Exec(`INSERT INTO comments (id, video, user, username, content, like_count, created, updated) VALUES (?, ?, ?, 'load', 'direct comment', 0, ?, ?)`, newID(), v, user, now, now)
		if err == nil {
			_, err = tx.Exec(`UPDATE video_stats SET comments = (SELECT COUNT(*) FROM comments WHERE video = ?1), updated = ?2 WHERE video = ?1`, v, now)
		}
		if err != nil {
			_ = tx.Rollback()
			panic(err)
		}
		if err := tx.Commit(); err != nil {
			panic(err)
		}
		n++
	}
	return float64(n) / time.Since(start).Seconds()
}

// checkCounters prints how many derived counters differ from their rows, and whether any
// acknowledged comment is missing. Run after the server stopped.
func checkCounters(dataDir string, acked []string) {
	db := openDB(dataDir)
	defer db.Close()
	checks := []struct{ name, sql string }{
		{"video_stats.comments", `SELECT COUNT(*) FROM video_stats s WHERE s.comments != (SELECT COUNT(*) FROM comments c WHERE c.video = s.video)`},
		{"video_stats.likes", `SELECT COUNT(*) FROM video_stats s WHERE s.likes != (SELECT COUNT(*) FROM video_ratings r WHERE r.video = s.video AND r.rating_type = 'like')`},
		{"video_stats.dislikes", `SELECT COUNT(*) FROM video_stats s WHERE s.dislikes != (SELECT COUNT(*) FROM video_ratings r WHERE r.video = s.video AND r.rating_type = 'dislike')`},
		{"comments.like_count", `SELECT COUNT(*) FROM comments c WHERE c.like_count != (SELECT COUNT(*) FROM comment_likes l WHERE l.comment = c.id)`},
	}
	fmt.Println("\ncounters equal rows:")
	for _, c := range checks {
		var n int
		if err := db.QueryRow(c.sql).Scan(&n); err != nil {
			fmt.Printf("  %-22s error: %v\n", c.name, err)
			continue
		}
		verdict := "ok"
		if n > 0 {
			verdict = fmt.Sprintf("DRIFT in %d rows", n)
		}
		fmt.Printf("  %-22s %s\n", c.name, verdict)
	}
	missing := 0
	for i := 0; i < len(acked); i += 500 {
		chunk := acked[i:min(i+500, len(acked))]
		args := make([]any, len(chunk))
		for j, id := range chunk {
			args[j] = id
		}
		var found int
		q := `SELECT COUNT(*) FROM comments WHERE id IN (?` + strings.Repeat(",?", len(chunk)-1) + `)`
		if err := db.QueryRow(q, args...).Scan(&found); err != nil {
			fmt.Println("  acknowledged comments: error:", err)
			return
		}
		missing += len(chunk) - found
	}
	fmt.Printf("  acknowledged comments  %d stored, %d missing\n", len(acked)-missing, missing)
}
