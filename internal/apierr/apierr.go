// Package apierr builds the API's error answers with a stable machine code (issue 27 §1):
// PocketBase's error JSON is {status, message, data}; the code goes in data.code and the
// values a translation needs in data.values, so the client shows the error in the
// visitor's language (src/data/errors.ts looks up errors.<code>) and falls back to the
// English message, which stays the spec's text. Field errors keep PocketBase's own
// data.<field>.code.
//
// Codes are lower_snake_case literals at the call site: src/i18n/server-codes.test.ts
// greps them out of internal/ and pb_hooks/ and fails when a catalog lacks one.
package apierr

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/tools/router"
)

// New is the error answer with its code. PocketBase's NewApiError would turn a plain
// data map into field errors ({"code": {"code": "validation_invalid_value", …}}), so the
// data is set after it.
func New(status int, code, message string, values map[string]any) *router.ApiError {
	err := router.NewApiError(status, message, nil)
	err.Data = Data(code, values)
	return err
}

// Data is the error's data object: {code} or {code, values}; {} for an empty code (a
// refusal without one: the client shows the message as it is).
func Data(code string, values map[string]any) map[string]any {
	data := map[string]any{}
	if code == "" {
		return data
	}
	data["code"] = code
	if len(values) > 0 {
		data["values"] = values
	}
	return data
}

// WithFields is New with PocketBase field errors beside the code (a form marks the field).
// fields must already be in PocketBase's safe shape: {"content": {"code": …, "message": …}}.
func WithFields(status int, code, message string, fields map[string]any) *router.ApiError {
	err := New(status, code, message, nil)
	for k, v := range fields {
		if k != "code" && k != "values" {
			err.Data[k] = v
		}
	}
	return err
}

func BadRequest(code, message string) *router.ApiError {
	return New(http.StatusBadRequest, code, message, nil)
}

func NotFound(code, message string) *router.ApiError {
	return New(http.StatusNotFound, code, message, nil)
}

func Unauthorized(code, message string) *router.ApiError {
	return New(http.StatusUnauthorized, code, message, nil)
}

func Forbidden(code, message string) *router.ApiError {
	return New(http.StatusForbidden, code, message, nil)
}

func Conflict(code, message string) *router.ApiError {
	return New(http.StatusConflict, code, message, nil)
}

// Reason is a refusal a validator returns (an error, so it flows through plain Go code)
// that keeps its code until a handler turns it into an answer with From.
type Reason struct {
	Code    string
	Message string
	Values  map[string]any
}

func (r *Reason) Error() string { return r.Message }

// Refuse is a Reason without values.
func Refuse(code, message string) *Reason { return &Reason{Code: code, Message: message} }

// Refusef is a Reason whose English message is already formatted with values; the
// catalogs interpolate the same values (e.g. {max}).
func Refusef(code, message string, values map[string]any) *Reason {
	return &Reason{Code: code, Message: message, Values: values}
}

// From answers err with status: a Reason (anywhere in its chain) keeps its code, an
// ApiError passes through, anything else keeps its message without a code (the client
// then shows the message as it is).
func From(status int, err error) *router.ApiError {
	var api *router.ApiError
	if errors.As(err, &api) {
		return api
	}
	var r *Reason
	if errors.As(err, &r) {
		return New(status, r.Code, r.Message, r.Values)
	}
	return router.NewApiError(status, err.Error(), nil)
}

// Wrap is New keeping the underlying error as the ApiError's raw data (PocketBase's
// request log shows it; the answer does not).
func Wrap(status int, code, message string, raw error) *router.ApiError {
	err := router.NewApiError(status, message, raw)
	err.Data = Data(code, nil)
	return err
}

// Invalid is a 400 with PocketBase field errors (validation.Errors and the like, which
// PocketBase resolves to {code, message} per field) and the refusal's code beside them.
func Invalid(code, message string, fields any) *router.ApiError {
	err := router.NewApiError(http.StatusBadRequest, message, fields)
	err.Data["code"] = code
	return err
}
