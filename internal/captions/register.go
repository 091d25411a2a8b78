package captions

import (
	"errors"
	"fmt"
	"io"
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"

	"reelhouse/internal/apierr"
)

// Collection: migration 17980001_tags_captions.js.
const Collection = "captions"

// Register checks every caption file saved (record API, server code): an uploaded file is
// parsed and replaced by its sanitised rewrite, and its plain text stored for search (the
// SQL triggers copy it into videos_fts.keywords in the same transaction). A file that is
// not WebVTT answers 400 captions_not_webvtt, one over MaxBytes 413 captions_too_large.
func Register(app core.App) {
	app.OnRecordValidate(Collection).BindFunc(func(e *core.RecordEvent) error {
		files := e.Record.GetUnsavedFiles("file")
		if len(files) > 1 {
			return notWebVTT("send one file")
		}
		if len(files) == 1 {
			clean, text, err := cleanFile(files[0])
			if err != nil {
				return err
			}
			e.Record.Set("file", clean)
			e.Record.Set("text", text)
		}
		return e.Next()
	})
}

func cleanFile(f *filesystem.File) (*filesystem.File, string, error) {
	if f.Size > MaxBytes {
		return nil, "", tooLarge()
	}
	r, err := f.Reader.Open()
	if err != nil {
		return nil, "", notWebVTT("the file could not be read")
	}
	defer r.Close()
	raw, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, "", notWebVTT("the file could not be read")
	}
	if len(raw) > MaxBytes {
		return nil, "", tooLarge()
	}
	parsed, err := Parse(raw)
	if err != nil {
		var pe *ParseError
		if errors.As(err, &pe) {
			return nil, "", notWebVTT(pe.Error())
		}
		return nil, "", notWebVTT("the file could not be read")
	}
	nf, err := filesystem.NewFileFromBytes(parsed.Bytes(), "captions.vtt")
	if err != nil {
		return nil, "", err
	}
	return nf, parsed.Text(), nil
}

func notWebVTT(reason string) error {
	msg := "This file is not a WebVTT caption file (" + reason + ")."
	err := apierr.Invalid("captions_not_webvtt", msg, validation.Errors{"file": validation.NewError("validation_captions_not_webvtt", msg)})
	err.Data["values"] = map[string]any{"reason": reason}
	return err
}

func tooLarge() error {
	msg := fmt.Sprintf("Caption files can be at most %d KiB.", MaxBytes/1024)
	return apierr.New(http.StatusRequestEntityTooLarge, "captions_too_large", msg, map[string]any{"max_kib": MaxBytes / 1024})
}
