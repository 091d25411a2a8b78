package fingerprint

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// rekeyMigration: the index moved from 16 chunks of 16 bits to 10 of 25 (see
// FoundWithin); the indexed frames themselves (fp_block_frames) are unchanged, so the
// keys are rebuilt from them. Sorted by file name among the JS migrations, it runs after
// 17930001_fingerprints.js made the tables.
const rekeyMigration = "18010001_fingerprint_index_25bit.go"

// Rekey rebuilds fp_block_keys from fp_block_frames, a page of blocks at a time.
func Rekey(db dbx.Builder) error {
	if _, err := db.NewQuery("DELETE FROM fp_block_keys").Execute(); err != nil {
		return err
	}
	var last int64 = -1
	for {
		var rows []struct {
			Block int64  `db:"block"`
			Idx   int    `db:"idx"`
			Hash  []byte `db:"hash"`
		}
		// Whole blocks a page: at most 32 frames each.
		if err := db.NewQuery("SELECT block, idx, hash FROM fp_block_frames WHERE block > {:l} AND block <= (SELECT COALESCE(MAX(block), 0) FROM (SELECT DISTINCT block FROM fp_block_frames WHERE block > {:l} ORDER BY block LIMIT 1000)) ORDER BY block, idx").
			Bind(dbx.Params{"l": last}).All(&rows); err != nil {
			return err
		}
		if len(rows) == 0 {
			return nil
		}
		refs := make([]keyRef, 0, len(rows)*chunks)
		for _, r := range rows {
			var h Hash
			copy(h[:], r.Hash)
			for _, k := range keysOf(h) {
				refs = append(refs, keyRef{key: k, block: r.Block, idx: r.Idx})
			}
			last = r.Block
		}
		if err := insertIndex(db, nil, refs); err != nil {
			return err
		}
	}
}

func registerRekey() {
	core.AppMigrations.Register(func(tx core.App) error { return Rekey(tx.DB()) }, nil, rekeyMigration)
}
