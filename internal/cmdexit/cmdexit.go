// Package cmdexit gives the binary's commands a failing exit status. PocketBase's Execute
// runs the root command and drops its error (the commands print it themselves), so a failed
// `reelhouse seed`, `repair` or `seed-library` exited 0 and a deploy or CI script went on.
package cmdexit

import (
	"sync/atomic"

	"github.com/spf13/cobra"
)

// Tracker remembers whether any wrapped command failed.
type Tracker struct{ failed atomic.Bool }

// Wrap makes every command under root (already added) record its error.
func (t *Tracker) Wrap(root *cobra.Command) {
	for _, c := range root.Commands() {
		if run := c.RunE; run != nil {
			c.RunE = func(cmd *cobra.Command, args []string) error {
				err := run(cmd, args)
				if err != nil {
					t.failed.Store(true)
				}
				return err
			}
		}
		t.Wrap(c)
	}
}

// Failed: a wrapped command returned an error.
func (t *Tracker) Failed() bool { return t.failed.Load() }

// Unknown returns cobra's "unknown command" error when args name no command of root. It
// must run before PocketBase's Execute, which prints that error and exits 0, so a script
// calling `reelhouse no-such-command` (a typo, or a command of a newer version) could not
// tell it failed.
func Unknown(root *cobra.Command, args []string) error {
	_, _, err := root.Find(args)
	return err
}
