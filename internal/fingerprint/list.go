package fingerprint

import (
	"bufio"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
)

// Hash lists in the format shared lists use (ThreatExchange, the PDQ tools): one hash a
// line, 64 hex characters, optionally ",quality" (0..100); blank lines and "#" comments
// are skipped.

// MaxListLines bounds one import (a request body, read in one transaction).
const MaxListLines = 200_000

// ParseList reads a hash list; an error names the first bad line.
func ParseList(r io.Reader) ([]Frame, error) {
	var out []Frame
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 4096)
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if s == "" || strings.HasPrefix(s, "#") {
			continue
		}
		hexPart, qPart, hasQ := strings.Cut(s, ",")
		h, err := ParseHex(strings.TrimSpace(hexPart))
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		q := 100
		if hasQ {
			q, err = strconv.Atoi(strings.TrimSpace(qPart))
			if err != nil || q < 0 || q > 100 {
				return nil, fmt.Errorf("line %d: the quality after the comma is a whole number from 0 to 100", line)
			}
		}
		if len(out) >= MaxListLines {
			return nil, fmt.Errorf("at most %d hashes a list", MaxListLines)
		}
		out = append(out, Frame{Hash: h, Quality: q})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line %d: too long or unreadable", line+1)
	}
	return out, nil
}

// Import adds each hash of a list as its own block item (an image-level list: any frame
// of an upload within the distance matches it). A hash already on the list is skipped.
func Import(db dbx.Builder, list string, frames []Frame) (added int, err error) {
	for _, f := range frames {
		dup, err := listed(db, list, f.Hash)
		if err != nil {
			return added, err
		}
		if dup {
			continue
		}
		if _, err := Block(db, "", list, []Frame{f}); err != nil {
			return added, err
		}
		added++
	}
	return added, nil
}

// Export writes every blocked frame (removed videos' and imported ones) as "hex,quality"
// lines, paging through the table by id.
func Export(db dbx.Builder, w io.Writer) (int, error) {
	bw := bufio.NewWriter(w)
	var last int64
	n := 0
	for {
		var rows []struct {
			ID     int64  `db:"id"`
			Frames []byte `db:"frames"`
		}
		if err := db.NewQuery("SELECT id, frames FROM fp_blocks WHERE id > {:l} ORDER BY id LIMIT 500").Bind(dbx.Params{"l": last}).All(&rows); err != nil {
			return n, err
		}
		if len(rows) == 0 {
			break
		}
		for _, r := range rows {
			last = r.ID
			for _, f := range Decode(r.Frames) {
				if _, err := fmt.Fprintf(bw, "%s,%d\n", f.Hash.Hex(), f.Quality); err != nil {
					return n, err
				}
				n++
			}
		}
	}
	return n, bw.Flush()
}

// listed: whether the list already holds this exact hash (looked up through the index).
func listed(db dbx.Builder, list string, h Hash) (bool, error) {
	ids, err := Candidates(db, []Hash{h}, 0)
	if err != nil {
		return false, err
	}
	for part := range slices.Chunk(ids, 500) {
		var n int
		err := db.NewQuery("SELECT COUNT(*) FROM fp_blocks WHERE id IN (" + ints(part) + ") AND video = '' AND list = {:l} AND substr(frames, 1, 32) = {:h}").
			Bind(dbx.Params{"l": list, "h": h[:]}).Row(&n)
		if err != nil || n > 0 {
			return n > 0, err
		}
	}
	return false, nil
}
