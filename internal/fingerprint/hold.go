package fingerprint

import (
	"bytes"
	"database/sql"
	"encoding/json"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/audit"
)

// Settings: the "fingerprint_match" settings row ({"max_distance": 31, "min_share": 0.5});
// a missing or unreadable row means these defaults.
type Settings struct {
	MaxDistance int     `json:"max_distance"` // bits, 0..31: a frame matches within it
	MinShare    float64 `json:"min_share"`    // 0.05..1: share of the shorter side's frames
}

// SettingsKey is the settings row's key.
const SettingsKey = "fingerprint_match"

// Defaults: Meta's recommended PDQ distance and half of the shorter side.
var Defaults = Settings{MaxDistance: 31, MinShare: 0.5}

// Valid reports whether settings are in range (an admin's write is refused otherwise).
func (s Settings) Valid() bool {
	return s.MaxDistance >= 0 && s.MaxDistance <= MaxDistanceLimit && s.MinShare >= 0.05 && s.MinShare <= 1
}

// LoadSettings reads the match settings.
func LoadSettings(app core.App) Settings {
	rec, err := app.FindFirstRecordByData("settings", "key", SettingsKey)
	if err != nil {
		return Defaults
	}
	s := Defaults
	if err := rec.UnmarshalJSONField("value", &s); err != nil || !s.Valid() {
		return Defaults
	}
	return s
}

// Hold statuses.
const (
	StatusHeld     = "held"
	StatusReleased = "released"
	StatusRemoved  = "removed"
)

// CheckUpload stores a new video's fingerprint and matches it against the block list, in
// the transaction that creates the video. On a match the (unsaved) video is set hidden and
// "review" (the uploader reads "held for review"); OpenHold must follow the save.
func CheckUpload(tx core.App, v *core.Record, frames []Frame) (*Result, error) {
	if err := SaveVideo(tx.DB(), v.Id, frames); err != nil {
		return nil, err
	}
	s := LoadSettings(tx)
	m, err := MatchFrames(tx.DB(), frames, s.MaxDistance, s.MinShare)
	if err != nil || m == nil {
		return nil, err
	}
	v.Set("hidden", true)
	v.Set("moderation", "review")
	return m, nil
}

// OpenHold records the match: from now on no save of the video makes it public (see
// guardHeld) until an admin releases or removes it.
func OpenHold(tx core.App, videoID string, m *Result) error {
	_, err := tx.DB().NewQuery("INSERT OR REPLACE INTO fp_holds (video, block, blocked_video, list, share, best, status, created) VALUES ({:v}, {:b}, {:bv}, {:l}, {:s}, {:d}, 'held', {:c})").
		Bind(dbx.Params{"v": videoID, "b": m.Block, "bv": m.Video, "l": m.List, "s": m.Share, "d": m.Best, "c": now()}).Execute()
	if err != nil {
		return err
	}
	detail := map[string]any{"blocked_video": m.Video, "list": m.List, "share": m.Share, "best_distance": m.Best, "mirrored": m.Mirrored}
	return audit.Write(tx, audit.System, "video.fingerprint_held", "video", videoID, "The upload matches a removed video's fingerprint.", detail)
}

// HoldOf reads a video's hold; nil when it has none.
func HoldOf(db dbx.Builder, videoID string) (*Hold, error) {
	var h Hold
	err := db.NewQuery("SELECT video, block, blocked_video, list, share, best, status, decided_by, created, decided FROM fp_holds WHERE video = {:v}").
		Bind(dbx.Params{"v": videoID}).One(&h)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &h, err
}

// Hold is one held upload and its match.
type Hold struct {
	Video        string  `db:"video" json:"video"`
	Block        int64   `db:"block" json:"block"`
	BlockedVideo string  `db:"blocked_video" json:"blocked_video"`
	List         string  `db:"list" json:"list"`
	Share        float64 `db:"share" json:"share"`
	Best         int     `db:"best" json:"best_distance"`
	Status       string  `db:"status" json:"status"`
	DecidedBy    string  `db:"decided_by" json:"decided_by"`
	Created      string  `db:"created" json:"created"`
	Decided      string  `db:"decided" json:"decided"`
}

// guardHeld: a video with an open hold stays hidden whatever writes it (the record API,
// a review approval, a lifted suspension, a runner's rung): only the hold's own release
// publishes it. It runs on the model save, inside the writer's transaction.
func guardHeld(e *core.RecordEvent) error {
	if !e.Record.GetBool("hidden") {
		var n int
		err := e.App.DB().NewQuery("SELECT COUNT(*) FROM fp_holds WHERE video = {:v} AND status = 'held'").
			Bind(dbx.Params{"v": e.Record.Id}).Row(&n)
		if err != nil {
			return err // never "not held" on a failed read
		}
		if n > 0 {
			e.Record.Set("hidden", true)
			if e.Record.GetString("moderation") == "" {
				e.Record.Set("moderation", "review")
			}
		}
	}
	return e.Next()
}

// blockOnTakedown keeps the block list derived from videos.moderation on every path (the
// case decision, the record API): "removed" adds the video's fingerprint, leaving
// "removed" (a reversed takedown, an appeal upheld) takes it off. Same transaction.
func blockOnTakedown(e *core.RecordEvent) error {
	was := e.Record.Original().GetString("moderation") == "removed"
	is := e.Record.GetString("moderation") == "removed"
	if err := e.Next(); err != nil || was == is {
		return err
	}
	if !is {
		return Unblock(e.App.DB(), e.Record.Id)
	}
	frames, err := LoadVideo(e.App.DB(), e.Record.Id)
	if errors.Is(err, sql.ErrNoRows) {
		// Never fingerprinted (a seeded or pre-fingerprint video): queued, here, for the
		// pending worker, which blocks it once fingerprinted (backfill.go). Not made here:
		// ffmpeg on a long video inside this write transaction would hold every write.
		return queuePending(e.App.DB(), e.Record.Id)
	}
	if err != nil {
		return err
	}
	_, err = Block(e.App.DB(), e.Record.Id, "", frames)
	return err
}

// settingsValue parses a settings row's value for validation.
func settingsValue(raw any) (Settings, bool) {
	b, err := json.Marshal(raw)
	if err != nil {
		return Settings{}, false
	}
	s := Defaults
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Settings{}, false
	}
	return s, s.Valid()
}
