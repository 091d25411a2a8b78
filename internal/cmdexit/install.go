package cmdexit

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
)

// MissingInstall: why `serve` must not start with these directories (nil when it may).
// The server is the binary plus pb_hooks/ and pb_migrations/ beside it (README, Deploy).
// Without them PocketBase starts anyway, with no JS hooks (no rules' server side, no mail
// hook, no derived counts) and no pending migration applied, and answers requests as if
// nothing were wrong: an upgraded binary then serves a database its code does not match.
// The directories are looked up beside the binary, or in the working directory when the
// binary sits in the temp dir (PocketBase's guess that it is `go run`), which is how a copy
// under /tmp started without them. Other commands (a transcode runner elsewhere, --help)
// need neither.
func MissingInstall(root *cobra.Command, args []string, dirs map[string]string) error {
	cmd, _, err := root.Find(args)
	if err != nil || cmd.Name() != "serve" {
		return nil
	}
	for flag, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.js"))
		if err == nil && len(files) > 0 {
			continue
		}
		abs, _ := filepath.Abs(dir)
		if _, statErr := os.Stat(dir); statErr != nil {
			return fmt.Errorf("%s not found (looked in %s): put pb_hooks/ and pb_migrations/ beside the binary, or pass --%s", filepath.Base(dir), abs, flag)
		}
		return fmt.Errorf("%s holds no .js files (%s): put pb_hooks/ and pb_migrations/ beside the binary, or pass --%s", filepath.Base(dir), abs, flag)
	}
	return nil
}
