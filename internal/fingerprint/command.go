package fingerprint

import (
	"context"
	"fmt"
	"io"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"reelhouse/internal/cmdexit"
)

// Command is `reelhouse fingerprint backfill [--dry-run] [-v]` (see backfill.go).
func Command(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "fingerprint", Short: "Fingerprints of the videos (the block list of removed videos)"}
	root.AddCommand(cmdexit.DryRun(app, "backfill",
		"Fingerprint the videos that have none (those processed before fingerprinting)",
		"Fingerprints every video with a self-hosted file and no fingerprint, removed videos first (each goes on the block list), "+
			"one at a time with one ffmpeg thread; safe to run beside a running server. A video that fails is reported and passed over; "+
			"run it again to resume (what lacks a fingerprint is what is left). Exits 1 if any failed.",
		func(ctx context.Context, out io.Writer, dry, verbose bool) error {
			done, failed, err := Backfill(ctx, app, dry, func(id string, frames int, err error) {
				switch {
				case err != nil:
					fmt.Fprintf(out, "%s: failed: %v\n", id, err)
				case verbose && dry:
					fmt.Fprintln(out, id)
				case verbose:
					fmt.Fprintf(out, "%s: %d frames\n", id, frames)
				}
			})
			if err != nil {
				return err
			}
			if dry {
				fmt.Fprintf(out, "%d videos lack a fingerprint (dry run: nothing made)\n", done)
				return nil
			}
			fmt.Fprintf(out, "fingerprinted %d videos, %d failed\n", done, failed)
			if failed > 0 {
				return fmt.Errorf("%d videos could not be fingerprinted", failed)
			}
			return nil
		}))
	return root
}
