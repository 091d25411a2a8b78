// Package access answers who the caller of a custom route is, for the Go routes that check
// roles themselves (payments, creators, uploads, engagement, operations): one definition of
// "a site member" and "an admin", so the routes cannot drift apart.
package access

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
)

// SiteUser is the signed-in member (users collection), or nil for visitors and superusers.
func SiteUser(e *core.RequestEvent) *core.Record {
	if e.Auth != nil && e.Auth.Collection().Name == "users" {
		return e.Auth
	}
	return nil
}

// IsAdmin: a superuser, or a member with the admin role.
func IsAdmin(e *core.RequestEvent) bool {
	if e.HasSuperuserAuth() {
		return true
	}
	u := SiteUser(e)
	return u != nil && slices.Contains(u.GetStringSlice("roles"), "admin")
}

// RequireAdmin refuses visitors with 401 and everyone else who is not an admin with 403.
func RequireAdmin(e *core.RequestEvent) error {
	if IsAdmin(e) {
		return nil
	}
	if e.Auth == nil {
		return apierr.Unauthorized("admin_sign_in", "Sign in as an admin.")
	}
	return apierr.Forbidden("admin_only", "You do not have permission to access the admin panel.")
}
