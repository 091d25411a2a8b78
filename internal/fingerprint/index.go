package fingerprint

import (
	"database/sql"
	"errors"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
)

// Schema: the tables (plain SQLite tables, not collections: blobs, and nothing the record
// API should serve). pb_migrations/17930001_fingerprints.js runs the same statements;
// schema_test.go checks that they agree.
//
//   - fp_videos: every processed video's fingerprint (33 bytes a kept frame).
//   - fp_blocks: the block list; a removed video's fingerprint, or one imported hash.
//   - fp_block_keys: the multi-index: each indexed frame's first 250 bits cut into 10
//     chunks of 25 bits, one row per (chunk number, chunk value); see FoundWithin for what
//     it finds. (Until migration 18010001 it was 16 chunks of 16 bits: see rekey.go.)
//   - fp_block_frames: the indexed frames' hashes, so that a probe's hit is checked
//     against the true distance before its block is scored.
//   - fp_holds: uploads held because they matched, with the match, until an admin decides.
//   - fp_pending: removed videos that had no fingerprint, queued for one (backfill.go);
//     pb_migrations/18010002_fingerprint_pending.js.
var Schema = []string{
	"CREATE TABLE IF NOT EXISTS fp_videos (video TEXT PRIMARY KEY NOT NULL, frames BLOB NOT NULL, n INTEGER NOT NULL, created TEXT NOT NULL)",
	"CREATE TABLE IF NOT EXISTS fp_blocks (id INTEGER PRIMARY KEY, video TEXT NOT NULL DEFAULT '', list TEXT NOT NULL DEFAULT '', frames BLOB NOT NULL, n INTEGER NOT NULL, created TEXT NOT NULL)",
	"CREATE UNIQUE INDEX IF NOT EXISTS idx_fp_blocks_video ON fp_blocks (video) WHERE video != ''",
	"CREATE TABLE IF NOT EXISTS fp_block_keys (key INTEGER NOT NULL, block INTEGER NOT NULL, idx INTEGER NOT NULL, PRIMARY KEY (key, block, idx)) WITHOUT ROWID",
	"CREATE TABLE IF NOT EXISTS fp_block_frames (block INTEGER NOT NULL, idx INTEGER NOT NULL, hash BLOB NOT NULL, PRIMARY KEY (block, idx)) WITHOUT ROWID",
	"CREATE TABLE IF NOT EXISTS fp_holds (video TEXT PRIMARY KEY NOT NULL, block INTEGER NOT NULL, blocked_video TEXT NOT NULL DEFAULT '', list TEXT NOT NULL DEFAULT '', share REAL NOT NULL, best INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'held', decided_by TEXT NOT NULL DEFAULT '', created TEXT NOT NULL, decided TEXT NOT NULL DEFAULT '')",
	"CREATE INDEX IF NOT EXISTS idx_fp_holds_status ON fp_holds (status, created)",
	"CREATE TABLE IF NOT EXISTS fp_pending (video TEXT PRIMARY KEY NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, next TEXT NOT NULL, error TEXT NOT NULL DEFAULT '')",
	"CREATE INDEX IF NOT EXISTS idx_fp_pending_next ON fp_pending (next)",
}

// The index stays small and its probes few by indexing, and querying, a sample of frames:
// a blocked video puts every stride-th frame in the index (at most maxIndexed), an upload
// looks up every stride-th frame (at most maxQueried); the score then uses every frame of
// both. A copy that matches more than half of the shorter side matches in runs of seconds
// far longer than the strides of the videos at stake, so its sampled frames meet indexed
// ones. What this gives up: a clip shorter than about two strides of a long removed video
// (a 10-minute one: stride 19 s) can fall between its indexed frames. The cost is bounded
// instead: at most maxQueried x 260 probes an upload, each an index seek that seldom
// returns a row by chance (see FoundWithin; docs/benchmarks.md: 100,000 blocked videos).
const (
	maxIndexed = 32
	maxQueried = 64
)

// MaxDistanceLimit: the largest frame distance the settings allow (Meta's recommended
// PDQ threshold). The score counts frames within it; the candidate stage below is
// guaranteed only to FoundWithin.
const MaxDistanceLimit = 31

// FoundWithin: the index's guarantee. Every indexed frame within 19 bits of a looked-up
// frame is found: the first 250 bits are cut into 10 chunks of 25 (the last 6 bits are
// not indexed), a pair differing in at most 19 bits has a chunk that differs in at most
// one (10 chunks x 2 bits = 20 > 19), and each chunk is probed with its 25 one-bit
// neighbours. A pair 20 to 31 bits apart is found only when its differences leave some
// chunk within one bit. So an upload becomes a candidate of a blocked video when one of
// its looked-up frames is within 19 bits of one of the video's indexed frames; the
// candidate is then scored on every frame of both sides at the full max distance (31).
// Measured (docs/benchmarks.md): the frames of a 300k-bitrate copy are 8-40 bits from
// the original's, 4 of 20 within 19 (1 within 15); a corner logo's 10-46 bits.
//
// What a lookup costs is its seeks plus its chance hits (rows read and checked). A random
// indexed frame meets a probed 25-bit key with chance 260/2^25, so 64 looked-up frames
// against 100,000 blocked videos' 3.2M indexed frames meet about 1,600 chance hits (a
// million videos: 16,000): the work stays about the 64 x 260 seeks. The first index (16
// chunks of 16 bits, 272 probes, any frame within 31 bits) met 64 x 3.2M x 272/2^16,
// about 850,000 at 100,000 videos: 1.56 s at 10,000. 8 chunks of 32 bits (264 probes)
// would meet ~13, but promise only 15 bits, which most frames of the degraded copies
// above are not.
const FoundWithin = 2*chunks - 1

const (
	chunks    = 10
	chunkBits = 25
)

// chunk: bits [c*25, c*25+25) of the hash, in its byte order.
func chunk(h Hash, c int) int64 {
	var v int64
	for b := c * chunkBits; b < (c+1)*chunkBits; b++ {
		v = v<<1 | int64(h[b/8]>>(7-b%8)&1)
	}
	return v
}

func key(c int, v int64) int64 { return int64(c)<<chunkBits | v }

// keysOf: the index rows of a stored frame.
func keysOf(h Hash) [chunks]int64 {
	var k [chunks]int64
	for c := range chunks {
		k[c] = key(c, chunk(h, c))
	}
	return k
}

// probes: the keys to look up for a query frame: each chunk and its 25 one-bit
// neighbours (260 keys); only the 10 exact chunks when maxDist < chunks (then, by
// pigeonhole, some chunk of every frame within maxDist is equal: still exact).
func probes(h Hash, maxDist int, into map[int64]struct{}) {
	for c := range chunks {
		v := chunk(h, c)
		into[key(c, v)] = struct{}{}
		if maxDist >= chunks {
			for b := range chunkBits {
				into[key(c, v^(1<<b))] = struct{}{}
			}
		}
	}
}

func now() string { return time.Now().UTC().Format("2006-01-02 15:04:05.000Z") }

// SaveVideo keeps a processed video's fingerprint (replacing an earlier one).
func SaveVideo(db dbx.Builder, video string, frames []Frame) error {
	_, err := db.NewQuery("INSERT OR REPLACE INTO fp_videos (video, frames, n, created) VALUES ({:v}, {:f}, {:n}, {:c})").
		Bind(dbx.Params{"v": video, "f": Encode(frames), "n": len(frames), "c": now()}).Execute()
	return err
}

// LoadVideo reads a video's fingerprint; no row is sql.ErrNoRows.
func LoadVideo(db dbx.Builder, video string) ([]Frame, error) {
	var row struct {
		Frames []byte `db:"frames"`
	}
	if err := db.NewQuery("SELECT frames FROM fp_videos WHERE video = {:v}").Bind(dbx.Params{"v": video}).One(&row); err != nil {
		return nil, err
	}
	return Decode(row.Frames), nil
}

// Block adds frames to the block list: a removed video's (video set, once: a second
// takedown of the same video changes nothing) or an imported hash (list set).
func Block(db dbx.Builder, video, list string, frames []Frame) (int64, error) {
	if len(frames) == 0 {
		return 0, nil
	}
	if video != "" {
		var id int64
		err := db.NewQuery("SELECT id FROM fp_blocks WHERE video = {:v}").Bind(dbx.Params{"v": video}).Row(&id)
		if err == nil {
			return id, nil
		}
		if !errors.Is(err, sql.ErrNoRows) {
			return 0, err
		}
	}
	res, err := db.NewQuery("INSERT INTO fp_blocks (video, list, frames, n, created) VALUES ({:v}, {:l}, {:f}, {:n}, {:c})").
		Bind(dbx.Params{"v": video, "l": list, "f": Encode(frames), "n": len(frames), "c": now()}).Execute()
	if err != nil {
		return 0, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	var refs []keyRef
	var frameRows []string
	frameRows, refs = indexRows(id, frames, frameRows, refs)
	if err := insertIndex(db, frameRows, refs); err != nil {
		return 0, err
	}
	return id, nil
}

// Unblock takes a video off the block list (a takedown reversed).
func Unblock(db dbx.Builder, video string) error {
	var row struct {
		ID     int64  `db:"id"`
		Frames []byte `db:"frames"`
	}
	err := db.NewQuery("SELECT id, frames FROM fp_blocks WHERE video = {:v}").Bind(dbx.Params{"v": video}).One(&row)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	keys := map[int64]struct{}{}
	for _, f := range sampled(Decode(row.Frames), maxIndexed) {
		for _, k := range keysOf(f.Hash) {
			keys[k] = struct{}{}
		}
	}
	list := make([]int64, 0, len(keys))
	for k := range keys {
		list = append(list, k)
	}
	for part := range slices.Chunk(list, 500) {
		if _, err := db.NewQuery("DELETE FROM fp_block_keys WHERE block = {:b} AND key IN (" + ints(part) + ")").Bind(dbx.Params{"b": row.ID}).Execute(); err != nil {
			return err
		}
	}
	if _, err := db.NewQuery("DELETE FROM fp_block_frames WHERE block = {:b}").Bind(dbx.Params{"b": row.ID}).Execute(); err != nil {
		return err
	}
	_, err = db.NewQuery("DELETE FROM fp_blocks WHERE id = {:b}").Bind(dbx.Params{"b": row.ID}).Execute()
	return err
}

func ints(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.FormatInt(x, 10)
	}
	return strings.Join(s, ",")
}

// Candidates: the blocks with an indexed frame within maxDist (<= 31) bits of one of the
// hashes that the probes reach: every one within min(maxDist, FoundWithin) bits, some
// farther (see FoundWithin). Each hit is checked against the indexed frame's true
// distance, so nothing farther than maxDist is a candidate.
func Candidates(db dbx.Builder, hashes []Hash, maxDist int) ([]int64, error) {
	keys := map[int64][]int{} // probe key -> the query frames that probe it
	for i, h := range hashes {
		one := map[int64]struct{}{}
		probes(h, maxDist, one)
		for k := range one {
			keys[k] = append(keys[k], i)
		}
	}
	list := make([]int64, 0, len(keys))
	for k := range keys {
		list = append(list, k)
	}
	slices.Sort(list)
	// One joined query a batch of keys: the hit rows with their indexed frame's hash,
	// checked here (a query per hit cost 1.5 s for 10,000 blocked videos).
	found := map[int64]struct{}{}
	for part := range slices.Chunk(list, 2000) {
		var rows []struct {
			Key   int64  `db:"key"`
			Block int64  `db:"block"`
			Hash  []byte `db:"hash"`
		}
		if err := db.NewQuery("SELECT k.key AS key, k.block AS block, f.hash AS hash FROM fp_block_keys k JOIN fp_block_frames f ON f.block = k.block AND f.idx = k.idx WHERE k.key IN (" + ints(part) + ")").All(&rows); err != nil {
			return nil, err
		}
		for _, r := range rows {
			if _, ok := found[r.Block]; ok {
				continue
			}
			var h Hash
			copy(h[:], r.Hash)
			for _, q := range keys[r.Key] {
				if Distance(h, hashes[q]) <= maxDist {
					found[r.Block] = struct{}{}
					break
				}
			}
		}
	}
	out := make([]int64, 0, len(found))
	for id := range found {
		out = append(out, id)
	}
	slices.Sort(out)
	return out, nil
}

// Result is the strongest match of an upload against the block list.
type Result struct {
	Block int64   `json:"block"`
	Video string  `json:"blocked_video"` // the removed video ("" for an imported hash)
	List  string  `json:"list"`          // the imported list's name ("" for a removed video)
	Share float64 `json:"share"`         // share of the shorter side's frames that match
	Best  int     `json:"best_distance"` // smallest distance between two frames
	// Mirrored: the upload matched flipped left to right (a mirrored copy).
	Mirrored bool `json:"mirrored"`
}

// MatchFrames is Match of an upload's frames, then, if they match nothing, of their mirror
// hashes: a copy flipped left to right hashes to about the original's mirror, so the
// block list needs no second entry. An unrelated upload pays for two lookups.
func MatchFrames(db dbx.Builder, upload []Frame, maxDist int, minShare float64) (*Result, error) {
	m, err := Match(db, Hashes(upload), maxDist, minShare)
	if err != nil || m != nil || len(upload) == 0 || upload[0].Mirror == (Hash{}) {
		return m, err
	}
	m, err = Match(db, Mirrors(upload), maxDist, minShare)
	if m != nil {
		m.Mirrored = true
	}
	return m, err
}

// Match finds the blocked item the upload matches most strongly with a share of at least
// minShare, or nil. A frame matches within maxDist bits.
func Match(db dbx.Builder, upload []Hash, maxDist int, minShare float64) (*Result, error) {
	maxDist = min(max(maxDist, 0), MaxDistanceLimit)
	cands, err := Candidates(db, sampled(upload, maxQueried), maxDist)
	if err != nil || len(cands) == 0 {
		return nil, err
	}
	var best *Result
	for part := range slices.Chunk(cands, 200) {
		var rows []struct {
			ID     int64  `db:"id"`
			Video  string `db:"video"`
			List   string `db:"list"`
			Frames []byte `db:"frames"`
		}
		if err := db.NewQuery("SELECT id, video, list, frames FROM fp_blocks WHERE id IN (" + ints(part) + ")").All(&rows); err != nil {
			return nil, err
		}
		for _, r := range rows {
			share, dist := Score(upload, Hashes(Decode(r.Frames)), maxDist)
			if share < minShare || share == 0 {
				continue
			}
			if best == nil || share > best.Share || (share == best.Share && dist < best.Best) {
				best = &Result{Block: r.ID, Video: r.Video, List: r.List, Share: share, Best: dist}
			}
		}
	}
	return best, nil
}

// sampled: every stride-th element, at most n of them.
func sampled[T any](all []T, n int) []T {
	stride := (len(all) + n - 1) / n
	if stride <= 1 {
		return all
	}
	out := make([]T, 0, n)
	for i := 0; i < len(all); i += stride {
		out = append(out, all[i])
	}
	return out
}
