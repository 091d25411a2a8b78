package performers

import (
	"fmt"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// Command is `reelhouse records enforce [--dry-run] [-v]` (enforce.go): the operator's
// step, once, after upgrading a catalog that predates performer records.
func Command(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "records", Short: "Performer records (2257 / AN 5196): the publish gate"}
	var dry, verbose bool
	enforce := &cobra.Command{
		Use:   "enforce",
		Short: "Take public videos without complete, verified performer records off the site",
		Long: "Applies the publish gate to every public video that predates it: a video without a production date, without a linked performer, " +
			"or with a linked record that is incomplete, unverified or under 18 on the production date goes to the \"performers\" state " +
			"(hidden; its creator sees what is missing in Manage Videos, and it is published again once the records allow it). " +
			"Safe to run beside a running server and to run again. --dry-run only lists them.",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !app.IsBootstrapped() {
				if err := app.Bootstrap(); err != nil {
					return err
				}
			}
			out := cmd.OutOrStdout()
			checked, failing, err := Enforce(cmd.Context(), app, dry, func(id string, problems []string) {
				if verbose {
					fmt.Fprintf(out, "%s: %s\n", id, strings.Join(problems, ", "))
				}
			})
			if err != nil {
				return err
			}
			if dry {
				fmt.Fprintf(out, "%d of %d public videos lack complete performer records (dry run: nothing changed)\n", failing, checked)
				return nil
			}
			fmt.Fprintf(out, "%d of %d public videos lacked complete performer records and now wait for them\n", failing, checked)
			return nil
		},
	}
	enforce.Flags().BoolVar(&dry, "dry-run", false, "only count (and with -v list) the videos that would be taken off")
	enforce.Flags().BoolVarP(&verbose, "verbose", "v", false, "print each video and what it lacks")
	root.AddCommand(enforce)
	return root
}
