package cmdexit

import (
	"context"
	"io"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// DryRun is an operator's sweep over the database (`media backfill`, `fingerprint
// backfill`, `records enforce`): no arguments, --dry-run and -v, the data dir opened before
// run. run prints to out; its error fails the command (exit 1, Tracker).
func DryRun(app core.App, use, short, long string, run func(ctx context.Context, out io.Writer, dry, verbose bool) error) *cobra.Command {
	var dry, verbose bool
	cmd := &cobra.Command{
		Use:          use,
		Short:        short,
		Long:         long,
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if !app.IsBootstrapped() {
				if err := app.Bootstrap(); err != nil {
					return err
				}
			}
			return run(cmd.Context(), cmd.OutOrStdout(), dry, verbose)
		},
	}
	cmd.Flags().BoolVar(&dry, "dry-run", false, "only count (with -v, list) what would be done; change nothing")
	cmd.Flags().BoolVarP(&verbose, "verbose", "v", false, "print each video")
	return cmd
}
