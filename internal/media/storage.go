package media

import (
	"errors"
	"os"
	"path/filepath"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/storage"
)

// ErrNoLocalFile: the record has no file in local storage (none yet, or S3 storage).
var ErrNoLocalFile = errors.New("no local file")

// ErrFetch: the source is in the bucket but could not be fetched (worth a retry).
var ErrFetch = errors.New("could not fetch the file from storage")

// LocalFilePath is the path on disk of a record's file field (local storage only).
func LocalFilePath(app core.App, rec *core.Record, field string) (string, error) {
	name := rec.GetString(field)
	if name == "" || app.Settings().S3.Enabled {
		return "", ErrNoLocalFile
	}
	p := filepath.Join(app.DataDir(), "storage", rec.BaseFilesPath(), name)
	if _, err := os.Stat(p); err != nil {
		return "", ErrNoLocalFile
	}
	return p, nil
}

// Dir is where the derived files of a video live (preview, sprite, VTT, work files).
func Dir(app core.App, videoID string) string {
	return filepath.Join(app.DataDir(), "media", videoID)
}

// SourceFile finds the self-hosted file of a video as a local path: on S3 storage, a temp
// copy fetched from the bucket (ffmpeg and the host uploads need a file). release removes
// the copy (a no-op for local storage); call it when done.
func SourceFile(app core.App, videoID string) (rec *core.Record, path string, release func(), err error) {
	src, err := app.FindFirstRecordByData("video_sources", "video", videoID)
	if err != nil {
		return nil, "", nil, err
	}
	if name := src.GetString("file"); name != "" && storage.Remote(app) {
		p, release, err := storage.ToTemp(app, src.BaseFilesPath()+"/"+name)
		if err != nil {
			return src, "", nil, errors.Join(ErrFetch, err)
		}
		return src, p, release, nil
	}
	p, err := LocalFilePath(app, src, "file")
	return src, p, func() {}, err
}
