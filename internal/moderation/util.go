package moderation

import (
	"errors"
	"fmt"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func fmtValue(v any) string { return fmt.Sprintf("%v", v) }

// failed answers a server-side failure: a 500 (never a silent default on the safety path)
// and an error line in the app log naming what failed. An API error passes through.
func failed(e *core.RequestEvent, what string, err error) error {
	var api *router.ApiError
	if errors.As(err, &api) {
		return api
	}
	e.App.Logger().Error("moderation: "+what+" failed", "error", err.Error(), "path", e.Request.URL.Path)
	return e.InternalServerError("", err)
}
