package performers

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"

	"reelhouse/internal/cmdexit"
)

// Command is `reelhouse records enforce [--dry-run] [-v]` (enforce.go): the operator's
// step, once, after upgrading a catalog that predates performer records.
func Command(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "records", Short: "Performer records (2257 / AN 5196): the publish gate"}
	root.AddCommand(cmdexit.DryRun(app, "enforce",
		"Take public videos without complete, verified performer records off the site",
		"Applies the publish gate to every public video that predates it: a video without a production date, without a linked performer, "+
			"or with a linked record that is incomplete, unverified or under 18 on the production date goes to the \"performers\" state "+
			"(hidden; its creator sees what is missing in Manage Videos, and it is published again once the records allow it). "+
			"Safe to run beside a running server and to run again.",
		func(ctx context.Context, out io.Writer, dry, verbose bool) error {
			checked, failing, err := Enforce(ctx, app, dry, func(id string, problems []string) {
				if verbose {
					fmt.Fprintf(out, "%s: %s\n", id, strings.Join(problems, ", "))
				}
			})
			if err != nil {
				return err
			}
			if dry {
				fmt.Fprintf(out, "%d of %d public videos lack complete performer records (dry run: nothing changed)\n", failing, checked)
			} else {
				fmt.Fprintf(out, "%d of %d public videos lacked complete performer records and now wait for them\n", failing, checked)
			}
			return nil
		}))
	return root
}
