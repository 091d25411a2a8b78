package fingerprint

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
)

// keyRef is one fp_block_keys row.
type keyRef struct {
	key, block int64
	idx        int
}

// indexRows appends a block's index rows: its fp_block_frames rows (as SQL values) and
// its fp_block_keys rows.
func indexRows(id int64, frames []Frame, frameRows []string, refs []keyRef) ([]string, []keyRef) {
	block := strconv.FormatInt(id, 10)
	for i, f := range sampled(frames, maxIndexed) {
		frameRows = append(frameRows, "("+block+","+strconv.Itoa(i)+",X'"+f.Hash.Hex()+"')")
		for _, k := range keysOf(f.Hash) {
			refs = append(refs, keyRef{key: k, block: id, idx: i})
		}
	}
	return frameRows, refs
}

// insertIndex writes index rows, several hundred a statement (the values are numbers
// and hex made here, nothing a caller wrote), the keys in key order: a B-tree written in
// order appends to its pages instead of touching a random one per row, which is what
// made the benchmark's first 10,000-video list take 374 s.
func insertIndex(db dbx.Builder, frameRows []string, refs []keyRef) error {
	for part := range slices.Chunk(frameRows, 400) {
		if _, err := db.NewQuery("INSERT INTO fp_block_frames (block, idx, hash) VALUES " + strings.Join(part, ",")).Execute(); err != nil {
			return err
		}
	}
	slices.SortFunc(refs, func(a, b keyRef) int {
		return cmp.Or(cmp.Compare(a.key, b.key), cmp.Compare(a.block, b.block), cmp.Compare(a.idx, b.idx))
	})
	var sb strings.Builder
	for part := range slices.Chunk(refs, 500) {
		sb.Reset()
		sb.WriteString("INSERT OR IGNORE INTO fp_block_keys (key, block, idx) VALUES ")
		for i, r := range part {
			if i > 0 {
				sb.WriteByte(',')
			}
			sb.WriteByte('(')
			sb.WriteString(strconv.FormatInt(r.key, 10))
			sb.WriteByte(',')
			sb.WriteString(strconv.FormatInt(r.block, 10))
			sb.WriteByte(',')
			sb.WriteString(strconv.Itoa(r.idx))
			sb.WriteByte(')')
		}
		if _, err := db.NewQuery(sb.String()).Execute(); err != nil {
			return err
		}
	}
	return nil
}

// Removed is one removed video for BulkBlock.
type Removed struct {
	Video  string
	Frames []Frame
}

// BulkBlock puts many removed videos, none of them on the list yet, on the block list at
// once, as Block puts each (the same rows), but with one prepared insert for their
// fingerprints and their index rows written in key order. A benchmark builds its
// 100,000-video list with it in batches; run each batch in a transaction. Its memory is
// about 40 bytes an index row: 32 frames x 10 keys a video.
func BulkBlock(db dbx.Builder, items []Removed) error {
	ins := db.NewQuery("INSERT INTO fp_blocks (video, list, frames, n, created) VALUES ({:v}, '', {:f}, {:n}, {:c})").Prepare()
	defer func() { _ = ins.Close() }() // a prepared statement: closing it frees it
	created := now()
	var frameRows []string
	var refs []keyRef
	for _, it := range items {
		if len(it.Frames) == 0 {
			continue
		}
		res, err := ins.Bind(dbx.Params{"v": it.Video, "f": Encode(it.Frames), "n": len(it.Frames), "c": created}).Execute()
		if err != nil {
			return err
		}
		id, err := res.LastInsertId()
		if err != nil {
			return err
		}
		frameRows, refs = indexRows(id, it.Frames, frameRows, refs)
	}
	return insertIndex(db, frameRows, refs)
}
