package fingerprint

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	_ "modernc.org/sqlite" // the server's own SQLite driver
)

func testDB(t testing.TB) *dbx.DB {
	t.Helper()
	db, err := dbx.Open("sqlite", t.TempDir()+"/fp.db")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = db.Close() })
	// A test database need not survive a crash: no fsync per statement.
	for _, s := range append([]string{"PRAGMA journal_mode=WAL", "PRAGMA synchronous=OFF"}, Schema...) {
		if _, err := db.NewQuery(s).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

func randomHash(r *rand.Rand) (h Hash) {
	for i := range h {
		h[i] = byte(r.IntN(256))
	}
	return h
}

func flip(r *rand.Rand, h Hash, n int) Hash {
	for _, k := range r.Perm(256)[:n] {
		h[k/8] ^= 1 << (k % 8)
	}
	return h
}

// The index against a brute-force scan, for queries from 0 to 40 bits away from a stored
// frame and for unrelated ones: it finds every block with a frame within
// min(maxDist, FoundWithin) bits and never one without a frame within maxDist. Half the
// list is written by Block, half by BulkBlock.
func TestIndexAgreesWithScan(t *testing.T) {
	db := testDB(t)
	r := rand.New(rand.NewPCG(7, 38))
	blocks := map[int64][]Hash{}
	var all []Hash
	var bulk []Removed
	for v := range 300 {
		n := 1 + r.IntN(maxIndexed) // all indexed: the scan compares with every frame
		frames := make([]Frame, n)
		for i := range frames {
			frames[i] = Frame{Hash: randomHash(r), Quality: 100}
		}
		all = append(all, Hashes(frames)...)
		if v%2 == 1 {
			bulk = append(bulk, Removed{Video: fmt.Sprintf("v%d", v), Frames: frames})
			continue
		}
		id, err := Block(db, "", "test", frames)
		if err != nil {
			t.Fatal(err)
		}
		blocks[id] = Hashes(frames)
	}
	if err := BulkBlock(db, bulk); err != nil {
		t.Fatal(err)
	}
	for _, b := range bulk {
		var id int64
		if err := db.NewQuery("SELECT id FROM fp_blocks WHERE video = {:v}").Bind(dbx.Params{"v": b.Video}).Row(&id); err != nil {
			t.Fatal(err)
		}
		blocks[id] = Hashes(b.Frames)
	}
	within := func(id int64, query Hash, d int) bool {
		return slices.ContainsFunc(blocks[id], func(h Hash) bool { return Distance(h, query) <= d })
	}
	farther := 0 // finds between FoundWithin and maxDist: allowed, not promised
	for q := range 400 {
		var query Hash
		if q%4 == 0 {
			query = randomHash(r)
		} else {
			query = flip(r, all[r.IntN(len(all))], r.IntN(41))
		}
		for _, maxDist := range []int{0, 9, 19, 31} {
			cands, err := Candidates(db, []Hash{query}, maxDist)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range cands {
				if !within(id, query, maxDist) {
					t.Fatalf("query %d (max %d): block %d has no frame within it", q, maxDist, id)
				}
				if !within(id, query, min(maxDist, FoundWithin)) {
					farther++
				}
			}
			for id := range blocks {
				if within(id, query, min(maxDist, FoundWithin)) && !slices.Contains(cands, id) {
					t.Fatalf("query %d (max %d): block %d missed", q, maxDist, id)
				}
			}
		}
	}
	t.Logf("%d candidates found beyond the guarantee", farther)
}

// The migration's rebuild: an index with other keys (the 16-bit ones it replaces) comes
// out exactly as BulkBlock (so Block, TestIndexAgreesWithScan) writes it.
func TestRekeyRebuildsTheIndex(t *testing.T) {
	db := testDB(t)
	r := rand.New(rand.NewPCG(18, 10))
	var list []Removed
	for v := range 1200 { // more than one page of 1,000 blocks
		frames := make([]Frame, 1+v%20)
		for i := range frames {
			frames[i] = Frame{Hash: randomHash(r), Quality: 90}
		}
		list = append(list, Removed{Video: fmt.Sprintf("v%d", v), Frames: frames})
	}
	if err := BulkBlock(db, list); err != nil {
		t.Fatal(err)
	}
	keys := func() (out []string) {
		var rows []struct {
			Key   int64 `db:"key"`
			Block int64 `db:"block"`
			Idx   int   `db:"idx"`
		}
		if err := db.NewQuery("SELECT key, block, idx FROM fp_block_keys ORDER BY key, block, idx").All(&rows); err != nil {
			t.Fatal(err)
		}
		for _, x := range rows {
			out = append(out, fmt.Sprint(x.Key, x.Block, x.Idx))
		}
		return out
	}
	want := keys()
	// The old keys: gone; chunk 1's 16-bit value 7 (1<<16 | 7) reads as another key now.
	for _, q := range []string{"DELETE FROM fp_block_keys", "INSERT INTO fp_block_keys (key, block, idx) VALUES (65543, 1, 0), (7, 2, 1)"} {
		if _, err := db.NewQuery(q).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	if err := Rekey(db); err != nil {
		t.Fatal(err)
	}
	if got := keys(); !slices.Equal(got, want) {
		t.Fatalf("rebuilt %d rows, want %d", len(got), len(want))
	}
}

func TestMatchShareOfShorterSide(t *testing.T) {
	db := testDB(t)
	r := rand.New(rand.NewPCG(1, 1))
	removed := make([]Frame, 60)
	for i := range removed {
		removed[i] = Frame{Hash: randomHash(r), Quality: 90}
	}
	if _, err := Block(db, "vid_removed", "", removed); err != nil {
		t.Fatal(err)
	}
	// A clip: 20 of its seconds, each 12 bits off, then 20 unrelated seconds.
	var clip []Hash
	for _, f := range removed[10:30] {
		clip = append(clip, flip(r, f.Hash, 12))
	}
	for range 20 {
		clip = append(clip, randomHash(r))
	}
	m, err := Match(db, clip, 31, 0.5)
	if err != nil || m == nil {
		t.Fatalf("clip not matched: %v %v", m, err)
	}
	if m.Video != "vid_removed" || m.Share != 0.5 || m.Best != 12 {
		t.Errorf("match %+v", m)
	}
	if m, _ := Match(db, clip, 31, 0.6); m != nil {
		t.Errorf("matched over the threshold: %+v", m)
	}
	if m, _ := Match(db, clip[20:], 31, 0.1); m != nil {
		t.Errorf("unrelated frames matched: %+v", m)
	}
	// Taken off the list (takedown reversed): no match, no index rows left.
	if err := Unblock(db, "vid_removed"); err != nil {
		t.Fatal(err)
	}
	if m, _ := Match(db, clip, 31, 0.5); m != nil {
		t.Error("still matched after unblock")
	}
	var n int
	_ = db.NewQuery("SELECT COUNT(*) FROM fp_block_keys").Row(&n)
	if n != 0 {
		t.Errorf("%d index rows left", n)
	}
}

func TestListRoundTrip(t *testing.T) {
	db := testDB(t)
	r := rand.New(rand.NewPCG(3, 3))
	var lines []string
	for i := range 50 {
		lines = append(lines, randomHash(r).Hex()+","+[]string{"100", "87", "50"}[i%3])
	}
	in := "# a shared list\n" + strings.Join(lines, "\n") + "\n\n" + strings.ToUpper(lines[0][:64]) + "\n"
	frames, err := ParseList(strings.NewReader(in))
	if err != nil || len(frames) != 51 {
		t.Fatalf("%d %v", len(frames), err)
	}
	added, err := Import(db, "shared", frames)
	if err != nil || added != 50 {
		t.Fatalf("added %d %v (the repeated line must be skipped)", added, err)
	}
	var out bytes.Buffer
	if n, err := Export(db, &out); err != nil || n != 50 {
		t.Fatalf("exported %d %v", n, err)
	}
	if got := strings.TrimSpace(out.String()); got != strings.Join(lines, "\n") {
		t.Errorf("export differs:\n%s", got)
	}
	// Importing the export again adds nothing.
	again, _ := ParseList(&out)
	if added, err := Import(db, "shared", again); err != nil || added != 0 {
		t.Errorf("re-import added %d %v", added, err)
	}
	for _, bad := range []string{"abc", strings.Repeat("0", 64) + ",101", strings.Repeat("0", 64) + ",x", strings.Repeat("z", 64)} {
		if _, err := ParseList(strings.NewReader(strings.Repeat("0", 64) + "\n" + bad)); err == nil || !strings.HasPrefix(err.Error(), "line 2:") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
