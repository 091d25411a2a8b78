package cmdexit

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

func TestWrapRecordsAFailingSubcommand(t *testing.T) {
	root := &cobra.Command{Use: "root"}
	ok := &cobra.Command{Use: "ok", RunE: func(*cobra.Command, []string) error { return nil }}
	bad := &cobra.Command{Use: "bad", RunE: func(*cobra.Command, []string) error { return errors.New("boom") }}
	group := &cobra.Command{Use: "group"}
	group.AddCommand(bad)
	root.AddCommand(ok, group)
	root.SetOut(io.Discard)
	root.SetErr(io.Discard)

	var tr Tracker
	tr.Wrap(root)
	root.SetArgs([]string{"ok"})
	_ = root.Execute()
	if tr.Failed() {
		t.Fatal("a command that succeeded counted as failed")
	}
	root.SetArgs([]string{"group", "bad"})
	_ = root.Execute()
	if !tr.Failed() {
		t.Fatal("a nested command's error was not recorded")
	}
}

func TestUnknownNamesACommandThatDoesNotExist(t *testing.T) {
	root := &cobra.Command{Use: "root"}
	serve := &cobra.Command{Use: "serve", RunE: func(*cobra.Command, []string) error { return nil }}
	serve.Flags().String("http", "", "")
	root.AddCommand(serve)
	if err := Unknown(root, []string{"no-such-command"}); err == nil {
		t.Fatal("an unknown command was accepted")
	}
	for _, args := range [][]string{{}, {"serve"}, {"serve", "--http", "127.0.0.1:1"}, {"--help"}} {
		if err := Unknown(root, args); err != nil {
			t.Fatalf("%v refused: %v", args, err)
		}
	}
}

// `serve` refuses to start without its hooks and migrations; other commands do not care.
func TestMissingInstall(t *testing.T) {
	root := t.TempDir()
	hooks, migrations := filepath.Join(root, "pb_hooks"), filepath.Join(root, "pb_migrations")
	dirs := map[string]string{"hooksDir": hooks, "migrationsDir": migrations}
	cli := &cobra.Command{Use: "reelhouse"}
	cli.PersistentFlags().String("dir", "", "")
	for _, name := range []string{"serve", "runner"} {
		cli.AddCommand(&cobra.Command{Use: name, RunE: func(*cobra.Command, []string) error { return nil }})
	}
	if err := MissingInstall(cli, []string{"--dir", "x", "serve"}, dirs); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Fatalf("serve without the directories: %v", err)
	}
	for _, d := range []string{hooks, migrations} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := MissingInstall(cli, []string{"serve", "--dir", ":0"}, dirs); err == nil || !strings.Contains(err.Error(), "no .js files") {
		t.Fatalf("serve with empty directories: %v", err)
	}
	for _, f := range []string{filepath.Join(hooks, "a.pb.js"), filepath.Join(migrations, "1_init.js")} {
		if err := os.WriteFile(f, []byte("//"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := MissingInstall(cli, []string{"serve"}, dirs); err != nil {
		t.Fatalf("a complete install: %v", err)
	}
	if err := MissingInstall(cli, []string{"runner"}, map[string]string{"hooksDir": filepath.Join(root, "none")}); err != nil {
		t.Fatalf("another command: %v", err)
	}
}
