package performers_test

import (
	"context"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/moderation"
	"reelhouse/internal/performers"
	"reelhouse/internal/queryplan"
)

// A catalog that predates performer records: Enforce takes its public videos without
// records off the site (the "performers" state, hidden), and only those.
func TestEnforceHidesPublicVideosThatPredateTheGate(t *testing.T) {
	app := queryplan.Boot(t, moderation.Register, performers.Register)
	video := func(title string) *core.Record {
		t.Helper()
		col, err := app.FindCollectionByNameOrId("videos")
		if err != nil {
			t.Fatal(err)
		}
		v := core.NewRecord(col)
		v.Set("title", title)
		v.Set("slug", title)
		v.Set("records_exempt", true) // past the gate at creation, as a video published before it was
		if err := app.SaveNoValidate(v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	old := video("old-video")
	exempt := video("operator-video")
	held := video("held-video")
	// Published before the gate: not exempt, nobody linked (raw SQL: what a pre-gate row is).
	for _, id := range []string{old.Id, held.Id} {
		if _, err := app.DB().NewQuery("UPDATE videos SET records_exempt = FALSE WHERE id = {:id}").Bind(dbx.Params{"id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := app.DB().NewQuery("UPDATE videos SET hidden = TRUE, moderation = 'hidden' WHERE id = {:id}").Bind(dbx.Params{"id": held.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	state := func(id string) (bool, string) {
		v, err := app.FindRecordById("videos", id)
		if err != nil {
			t.Fatal(err)
		}
		return v.GetBool("hidden"), v.GetString("moderation")
	}

	var listed []string
	checked, failing, err := performers.Enforce(context.Background(), app, true, func(id string, problems []string) { listed = append(listed, id) })
	if err != nil || checked != 1 || failing != 1 || len(listed) != 1 || listed[0] != old.Id {
		t.Fatalf("dry run: checked %d, failing %d, listed %v, err %v; want 1, 1, [%s]", checked, failing, listed, err, old.Id)
	}
	if hidden, _ := state(old.Id); hidden {
		t.Fatal("a dry run changed the video")
	}

	if _, failing, err = performers.Enforce(context.Background(), app, false, nil); err != nil || failing != 1 {
		t.Fatalf("enforce: failing %d, err %v", failing, err)
	}
	if hidden, mod := state(old.Id); !hidden || mod != performers.State {
		t.Fatalf("the old video: hidden %v, moderation %q; want hidden in %q", hidden, mod, performers.State)
	}
	if hidden, mod := state(exempt.Id); hidden || mod != "" {
		t.Fatalf("the exempt video changed: hidden %v, moderation %q", hidden, mod)
	}
	if _, mod := state(held.Id); mod != "hidden" {
		t.Fatalf("a moderator's decision was overwritten: %q", mod)
	}
	// Run again: nothing left to do.
	if checked, failing, err := performers.Enforce(context.Background(), app, false, nil); err != nil || checked != 0 || failing != 0 {
		t.Fatalf("second run: checked %d, failing %d, err %v; want 0, 0", checked, failing, err)
	}
}
