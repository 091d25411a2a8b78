package audit

import (
	"errors"
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// Command is `reelhouse audit verify`: it walks the chain and exits 0 with the count when
// it is intact, or prints the first entry where it breaks and exits non-zero.
func Command(app core.App) *cobra.Command {
	root := &cobra.Command{Use: "audit", Short: "Audit log tools"}
	root.AddCommand(&cobra.Command{
		Use:          "verify",
		Short:        "Check the audit log's hash chain; report the first entry where it breaks",
		Long:         "Recomputes every audit entry's hash in order (docs/security.md). Exits 0 and prints the count and the last entry's hash when the chain is intact (keep that hash elsewhere: entries cut off the end leave the rest intact); otherwise prints the first broken entry and exits 1.",
		Args:         cobra.NoArgs,
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !app.IsBootstrapped() {
				if err := app.Bootstrap(); err != nil {
					return fmt.Errorf("bootstrap: %w", err)
				}
			}
			n, br, last, err := Verify(app)
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if br != nil {
				fmt.Fprintf(out, "audit log chain BROKEN at entry %d (id %q): %s\n", br.Seq, br.ID, br.Reason)
				fmt.Fprintf(out, "%d entries before it are intact\n", n)
				return errors.New("audit log chain broken")
			}
			fmt.Fprintf(out, "audit log chain intact: %d entries, last hash %s\n", n, last)
			return nil
		},
	})
	return root
}
