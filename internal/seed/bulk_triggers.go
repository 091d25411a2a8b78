package seed

import (
	"fmt"
	"strings"

	"github.com/pocketbase/dbx"
)

// Per-row triggers on videos and premium_videos that the bulk insert suspends, and the
// set-based statements that leave the same data after it. Each of these triggers tests
// `x IN (1, '1', 'true')` (or (0, '0', 'false')): SQLite compiles a constant IN list of
// three values to an ephemeral index, built again for every row a trigger fires on (a
// trigger program's once-only code runs once per invocation); opening and closing those
// temporary B-trees was about a third of the writer's time on videos. The statements below
// are internal/repair's fixes of the same derived values ("videos.is_premium",
// "catalog_counters"); TestBulkSeedIsReproducibleAndWhole checks that repair finds no drift
// after a seed.
var bulkSuspendedTriggers = []string{
	"videos_is_premium_derived_ai", // is_premium = EXISTS (premium_videos row): the generator writes it so
	"premium_videos_derive_ai",     // the same from the other side
	"catalog_counters_videos_ai",   // the totals: recounted below
	"premium_category_videos_v_ai", // a new video has no premium_category_videos rows yet: nothing to do
}

const (
	bulkFixIsPremium = `UPDATE videos SET is_premium = EXISTS (SELECT 1 FROM premium_videos p WHERE p.video = videos.id)
		WHERE rowid > ? AND (is_premium IN (1, '1', 'true')) IS NOT EXISTS (SELECT 1 FROM premium_videos p WHERE p.video = videos.id)`
	// Recounted, not incremented: a seed runs on a catalog without videos, and an absolute
	// count also absorbs the catalog_counters_videos_au adjustments of the fix above.
	bulkFixCounters = `UPDATE catalog_counters SET value = CASE key
		WHEN 'videos' THEN (SELECT COUNT(*) FROM videos WHERE hidden IN (0, '0', 'false'))
		ELSE (SELECT COUNT(*) FROM videos WHERE hidden IN (0, '0', 'false') AND is_premium IN (1, '1', 'true')) END
		WHERE key IN ('videos', 'premium_videos')`
)

// suspendedTriggers: the CREATE TRIGGER statements of the triggers dropped for the bulk insert.
type suspendedTriggers []string

// suspendTriggers drops the named triggers that exist (DDL is transactional: a failed seed
// restores them with the rollback) and returns their definitions.
func suspendTriggers(ex dbx.Executor, names []string) (suspendedTriggers, error) {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + strings.ReplaceAll(n, "'", "''") + "'"
	}
	rows, err := ex.Query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (" + strings.Join(quoted, ",") + ") ORDER BY name")
	if err != nil {
		return nil, err
	}
	var found []string
	var defs suspendedTriggers
	for rows.Next() {
		var name, def string
		if err := rows.Scan(&name, &def); err != nil {
			rows.Close()
			return nil, err
		}
		found = append(found, name)
		defs = append(defs, def)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, name := range found {
		if _, err := ex.Exec("DROP TRIGGER `" + name + "`"); err != nil {
			return nil, fmt.Errorf("drop trigger %s: %w", name, err)
		}
	}
	return defs, nil
}

// restore derives what the suspended triggers would have for the videos after rowid
// maxRowid, then recreates the triggers.
func (st suspendedTriggers) restore(ex dbx.Executor, maxRowid int64) error {
	if _, err := ex.Exec(bulkFixIsPremium, maxRowid); err != nil {
		return fmt.Errorf("derive is_premium: %w", err)
	}
	if _, err := ex.Exec(bulkFixCounters); err != nil {
		return fmt.Errorf("recount catalog_counters: %w", err)
	}
	for _, def := range st {
		if _, err := ex.Exec(def); err != nil {
			return fmt.Errorf("restore trigger: %w (%s)", err, def)
		}
	}
	return nil
}
