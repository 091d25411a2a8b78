package catalog

import (
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// caller is who asks, as the catalog sees it. The same rules as pb_hooks/lib/roles.js
// (premium = the premium role or a paid premium_until in the future).
type caller struct {
	UserID   string
	SignedIn bool
	Admin    bool
	Creator  bool
	Premium  bool
	// SuperuserID is set for a dashboard superuser (UserID stays "": not a site user).
	SuperuserID string
}

// tokenSubject: who a playback token is issued to ("" for a visitor).
func (c caller) tokenSubject() string {
	if c.SuperuserID != "" {
		return superuserSubject + c.SuperuserID
	}
	return c.UserID
}

func callerOf(auth *core.Record, superuser bool, now time.Time) caller {
	if superuser {
		c := caller{SignedIn: true, Admin: true}
		if auth != nil {
			c.SuperuserID = auth.Id
		}
		return c
	}
	if auth == nil || auth.Collection().Name != "users" {
		return caller{}
	}
	roles := auth.GetStringSlice("roles")
	return caller{
		UserID:   auth.Id,
		SignedIn: true,
		Admin:    slices.Contains(roles, "admin"),
		Creator:  slices.Contains(roles, "creator"),
		Premium:  isPremium(roles, auth.GetDateTime("premium_until").Time(), now),
	}
}

func isPremium(roles []string, premiumUntil, now time.Time) bool {
	return slices.Contains(roles, "premium") || (!premiumUntil.IsZero() && premiumUntil.After(now))
}
