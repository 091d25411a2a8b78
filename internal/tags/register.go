package tags

import (
	"encoding/json"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"reelhouse/internal/apierr"
)

// Register normalises videos.tags on every save (record API, routes, server code): the
// SQL triggers of migration 17980001 mirror the stored array into video_tags, so only
// normalised slugs ever reach the tag pages, the sitemap and the search keywords.
// Bound before bannedterms (main.go), whose check then reads the normalised tags.
func Register(app core.App) {
	app.OnRecordValidate("videos").BindFunc(func(e *core.RecordEvent) error {
		raw, err := json.Marshal(e.Record.Get("tags"))
		if err != nil {
			return Refusal(&Problem{Code: "tags_invalid", Message: "Send the tags as a list of words."})
		}
		list, p := Parse(raw)
		if p == nil {
			list, p = Normalize(list)
		}
		if p != nil {
			return Refusal(p)
		}
		stored, _ := json.Marshal(list)
		e.Record.Set("tags", types.JSONRaw(stored))
		return e.Next()
	})
}

// Refusal is the 400 for a problem, on the tags field (with its values for the translation).
func Refusal(p *Problem) error {
	err := apierr.Invalid(p.Code, p.Message, validation.Errors{"tags": validation.NewError("validation_"+p.Code, p.Message)})
	if p.Values != nil {
		err.Data["values"] = p.Values
	}
	return err
}
