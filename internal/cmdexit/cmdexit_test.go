package cmdexit

import (
	"errors"
	"io"
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
