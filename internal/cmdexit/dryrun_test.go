package cmdexit

import (
	"bytes"
	"context"
	"io"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// The sweep commands get their flags and output from DryRun, and refuse arguments.
func TestDryRunPassesItsFlags(t *testing.T) {
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	var gotDry, gotVerbose bool
	cmd := DryRun(app, "sweep", "", "", func(_ context.Context, out io.Writer, dry, verbose bool) error {
		gotDry, gotVerbose = dry, verbose
		_, err := io.WriteString(out, "done\n")
		return err
	})
	var out bytes.Buffer
	cmd.SetOut(&out)
	cmd.SetArgs([]string{"--dry-run", "-v"})
	if err := cmd.Execute(); err != nil || !gotDry || !gotVerbose || out.String() != "done\n" {
		t.Fatalf("err %v, dry %v, verbose %v, out %q", err, gotDry, gotVerbose, out.String())
	}
	cmd.SetArgs([]string{"extra"})
	if err := cmd.Execute(); err == nil {
		t.Fatal("an argument was accepted")
	}
}
