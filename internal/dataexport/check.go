package dataexport

import (
	"fmt"
	"os"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/spf13/cobra"
)

// Match is a table column holding a searched text, and in how many rows.
type Match struct {
	Table, Column string
	Rows          int
}

// FindText searches every text column of every table (FTS shadow tables included) for
// needle, case-insensitively: the proof that a deletion left nothing. A full scan of each
// column: an operator's check, not a request path.
func FindText(app core.App, needle string) ([]Match, error) {
	var tables []struct {
		Name string `db:"name"`
	}
	if err := app.DB().NewQuery("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").All(&tables); err != nil {
		return nil, err
	}
	var out []Match
	for _, t := range tables {
		var cols []struct {
			Name string `db:"name"`
			Type string `db:"type"`
		}
		if err := app.DB().NewQuery("SELECT name, type FROM pragma_table_info({:t})").Bind(dbx.Params{"t": t.Name}).All(&cols); err != nil {
			return nil, err
		}
		for _, c := range cols {
			ty := strings.ToUpper(c.Type)
			if strings.Contains(ty, "INT") || strings.Contains(ty, "REAL") || strings.Contains(ty, "NUMERIC") || strings.Contains(ty, "BOOL") {
				continue
			}
			var n struct {
				N int `db:"n"`
			}
			q := fmt.Sprintf("SELECT COUNT(*) AS n FROM %q WHERE instr(lower(CAST(%q AS TEXT)), lower({:needle})) > 0", t.Name, c.Name)
			if err := app.DB().NewQuery(q).Bind(dbx.Params{"needle": needle}).One(&n); err != nil {
				continue // a virtual table that cannot be read this way
			}
			if n.N > 0 {
				out = append(out, Match{t.Name, c.Name, n.N})
			}
		}
	}
	return out, nil
}

// checkCommand: `reelhouse erasure-check TEXT…` prints every table column that still holds
// one of the texts (a deleted member's e-mail, username); exit status 2 when any does.
func checkCommand(app core.App) *cobra.Command {
	return &cobra.Command{
		Use:          "erasure-check TEXT...",
		Short:        "Search every text column of the database for the given texts (after an account deletion)",
		Args:         cobra.MinimumNArgs(1),
		SilenceUsage: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			if !app.IsBootstrapped() {
				if err := app.Bootstrap(); err != nil {
					return err
				}
			}
			found := false
			for _, needle := range args {
				if strings.TrimSpace(needle) == "" {
					continue
				}
				matches, err := FindText(app, needle)
				if err != nil {
					return err
				}
				for _, m := range matches {
					found = true
					fmt.Fprintf(cmd.OutOrStdout(), "%s\t%s.%s\t%d rows\n", needle, m.Table, m.Column, m.Rows)
				}
			}
			if found {
				os.Exit(2)
			}
			fmt.Fprintln(cmd.OutOrStdout(), "nothing found")
			return nil
		},
	}
}
