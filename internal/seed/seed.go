// Package seed fills an empty database with safe-for-work demo data.
package seed

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// Command returns the `seed` CLI command.
func Command(app core.App) *cobra.Command {
	return &cobra.Command{Use: "seed", Short: "Fill an empty database with demo data", RunE: func(cmd *cobra.Command, args []string) error { return nil }}
}
