// Bulk seeding drops the indexes and full-text triggers of the tables it fills and
// rebuilds them once at the end: one sort per index instead of a B-tree insert per row.
package seed

import (
	"fmt"

	"github.com/pocketbase/dbx"
)

var bulkTables = []string{"videos", "video_categories", "video_stats", "video_sources", "video_views", "premium_videos"}

// keptDuringBulk: indexes that triggers firing on every seeded row look up through.
// Without idx_premium_videos_video, the guard that derives videos.is_premium
// (pb_migrations/1763780000_derive_is_premium.js: EXISTS (SELECT 1 FROM premium_videos
// WHERE video = new.id)) scans premium_videos once per inserted video and once per
// premium row: quadratic, so 1,000,000 videos never finished while 100,000 took seconds
// of it. Keeping one index on a table a tenth the size of videos costs little.
var keptDuringBulk = map[string]bool{"idx_premium_videos_video": true}

// dropIndexes drops the explicit indexes of tables (but those in keptDuringBulk) and
// returns their CREATE statements. Automatic indexes (primary keys, UNIQUE columns) have
// no SQL and stay.
func dropIndexes(ex dbx.Executor, tables []string) ([]string, error) {
	var names, defs []string
	for _, table := range tables {
		rows, err := ex.Query("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL", table)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var name, def string
			if err := rows.Scan(&name, &def); err != nil {
				rows.Close()
				return nil, err
			}
			if keptDuringBulk[name] {
				continue
			}
			names = append(names, name)
			defs = append(defs, def)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	for _, name := range names {
		if _, err := ex.Exec("DROP INDEX `" + name + "`"); err != nil {
			return nil, fmt.Errorf("drop index %s: %w", name, err)
		}
	}
	return defs, nil
}

// ftsBulkHashBytes: FTS5's pending-terms table during the seed's build of videos_fts.
const ftsBulkHashBytes = 256 << 20

// ftsSuspended is the state of videos_fts's triggers while the seed inserts videos.
type ftsSuspended struct {
	triggers []string // their CREATE TRIGGER statements, none when there is no videos_fts
	maxRowid int64    // videos.rowid before the seed: newer rows are the seeded ones
}

// suspendFtsTriggers drops the triggers that keep videos_fts current (DDL is
// transactional: a failed seed restores them with the rollback). Left in place they would
// index every video as it is inserted (newest first) and re-tag it for each of its
// category and premium rows.
func suspendFtsTriggers(ex dbx.Executor) (ftsSuspended, error) {
	var st ftsSuspended
	rows, err := ex.Query("SELECT COALESCE(MAX(rowid), 0) FROM videos")
	if err != nil {
		return st, err
	}
	for rows.Next() {
		if err := rows.Scan(&st.maxRowid); err != nil {
			rows.Close()
			return st, err
		}
	}
	rows.Close()
	rows, err = ex.Query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'videos\\_fts\\_%' ESCAPE '\\' ORDER BY name")
	if err != nil {
		return st, err
	}
	var names []string
	for rows.Next() {
		var name, def string
		if err := rows.Scan(&name, &def); err != nil {
			rows.Close()
			return st, err
		}
		names = append(names, name)
		st.triggers = append(st.triggers, def)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return st, err
	}
	for _, name := range names {
		if _, err := ex.Exec("DROP TRIGGER " + name); err != nil {
			return st, fmt.Errorf("drop %s: %w", name, err)
		}
	}
	return st, nil
}

// indexNewVideos adds the seeded videos to videos_fts oldest first with their filter tags
// (the video_search_tags view of migration 1763769900), merges the index into one segment
// and restores the triggers.
func (st ftsSuspended) indexNewVideos(ex dbx.Executor) error {
	if len(st.triggers) == 0 {
		return nil
	}
	// One in-memory term table for the whole build (FTS5's default flushes a segment every
	// 1 MB of terms) and no merging while it runs (automerge merges those segments again
	// and again as they pile up): 'optimize' merges everything once at the end. Both are
	// stored settings of the table, put back to FTS5's defaults after.
	steps := []struct {
		sql  string
		args []any
	}{
		{"INSERT INTO videos_fts (videos_fts, rank) VALUES ('automerge', 0)", nil},
		{"INSERT INTO videos_fts (videos_fts, rank) VALUES ('hashsize', ?)", []any{ftsBulkHashBytes}},
		{`INSERT INTO videos_fts (vid, title, description, author, tags)
			SELECT v.id, v.title, v.description, v.author, t.tags FROM videos v JOIN video_search_tags t ON t.video = v.id
			WHERE v.rowid > ? ORDER BY v.created, v.rowid`, []any{st.maxRowid}},
		{"INSERT INTO videos_fts (videos_fts) VALUES ('optimize')", nil},
		{"INSERT INTO videos_fts (videos_fts, rank) VALUES ('automerge', 4)", nil},
		{"INSERT INTO videos_fts (videos_fts, rank) VALUES ('hashsize', 1048576)", nil},
	}
	for _, def := range st.triggers {
		steps = append(steps, struct {
			sql  string
			args []any
		}{def, nil})
	}
	for _, step := range steps {
		if _, err := ex.Exec(step.sql, step.args...); err != nil {
			return fmt.Errorf("index videos_fts: %w", err)
		}
	}
	return nil
}
