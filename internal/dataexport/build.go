package dataexport

import (
	"archive/zip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"reelhouse/internal/routes"
)

// Collection of the export jobs.
const Collection = "data_exports"

// Offered is how long a finished export can be downloaded.
const Offered = 7 * 24 * time.Hour

// Document builds data.json's content for the member.
func Document(app core.App, u *core.Record) (map[string]any, error) {
	doc := map[string]any{
		"format":    "reelhouse-member-export/1",
		"generated": time.Now().UTC().Format(time.RFC3339),
		"profile":   profile(u),
	}
	var truncated []string
	for _, s := range sections {
		list, cut, err := rows(app, s.Query, u.Id)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", s.Name, err)
		}
		if cut {
			truncated = append(truncated, s.Name)
		}
		doc[s.Name] = list
	}
	// Their uploads as links (the files follow in uploads/ when stored on this server).
	base := strings.TrimRight(app.Settings().Meta.AppURL, "/")
	if ups, ok := doc["uploads"].([]map[string]any); ok {
		for _, v := range ups {
			if slug, _ := v["slug"].(string); slug != "" {
				v["link"] = base + routes.Get().Routes["video"].PagePath(map[string]string{"slug": slug})
			}
		}
	}
	if len(truncated) > 0 {
		doc["truncated_sections"] = truncated
	}
	return doc, nil
}

// build makes the zip of export rec and stores it on the record (state ready), or marks
// the record failed.
func build(app core.App, rec *core.Record) {
	if err := buildZip(app, rec); err != nil {
		app.Logger().Error("data export failed", "export", rec.Id, "error", err)
		rec.Set("state", "failed")
		rec.Set("error", truncate(err.Error(), 500))
		_ = app.SaveNoValidate(rec)
	}
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

func buildZip(app core.App, rec *core.Record) error {
	u, err := app.FindRecordById("users", rec.GetString("member"))
	if err != nil {
		return err
	}
	doc, err := Document(app, u)
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp("", "reelhouse-export-*.zip")
	if err != nil {
		return err
	}
	defer func() { _ = os.Remove(tmp.Name()) }() // a temp file: gone with the export, or left to the OS
	defer tmp.Close()
	zw := zip.NewWriter(tmp)
	w, err := zw.Create("data.json")
	if err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	if err := addFiles(app, zw, u); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	info, err := tmp.Stat()
	if err != nil {
		return err
	}
	f, err := filesystem.NewFileFromPath(tmp.Name())
	if err != nil {
		return err
	}
	f.Name = "reelhouse-data-" + time.Now().UTC().Format("20060102") + ".zip"
	f.OriginalName = f.Name
	rec.Set("file", f)
	rec.Set("state", "ready")
	rec.Set("size", info.Size())
	rec.Set("expires", time.Now().UTC().Add(Offered))
	return app.Save(rec)
}

// addFiles copies the member's own files into the zip: the avatar, and their uploads'
// video files when stored on this server (on S3 the export holds their links only: copying
// gigabytes through the server for a copy the member can stream is not worth it).
func addFiles(app core.App, zw *zip.Writer, u *core.Record) error {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	copyFile := func(key, name string) error {
		r, err := fsys.GetReader(key)
		if err != nil {
			return nil // gone from storage: the JSON still names it
		}
		defer r.Close()
		w, err := zw.Create(name)
		if err != nil {
			return err
		}
		_, err = io.Copy(w, r)
		return err
	}
	if a := u.GetString("avatar"); a != "" {
		if err := copyFile(u.BaseFilesPath()+"/"+a, "files/avatar/"+a); err != nil {
			return err
		}
	}
	if app.Settings().S3.Enabled {
		return nil
	}
	var sources []*core.Record
	err = app.RecordQuery("video_sources").
		InnerJoin("videos", dbx.NewExp("videos.id = video_sources.video")).
		AndWhere(dbx.HashExp{"videos.creator": u.Id}).
		AndWhere(dbx.NewExp("video_sources.file != ''")).
		Limit(10_000).All(&sources)
	if err != nil {
		return err
	}
	for _, s := range sources {
		f := s.GetString("file")
		if err := copyFile(s.BaseFilesPath()+"/"+f, "files/uploads/"+s.GetString("video")+"/"+f); err != nil {
			return err
		}
	}
	return nil
}
