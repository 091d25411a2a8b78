package uploads

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/hosts"
)

// HostState is what the video manager needs to explain a host that has no job: turned
// off in the CDN preferences, or on but without its keys (then nothing is queued for it,
// see process.go). Only booleans leave the server, never a key.
type HostState struct {
	Enabled bool `json:"enabled"`
	Ready   bool `json:"ready"`
}

// HostStates reads every host's switch and credentials.
func HostStates(app core.App) map[string]HostState {
	cdn := LoadCDN(app)
	on := map[string]bool{"doodstream": cdn.UseDoodstream, "vidguard": cdn.UseVidguard, "streamtape": cdn.UseStreamtape}
	out := make(map[string]HostState, len(hosts.All))
	for _, h := range hosts.All {
		out[h.Key] = HostState{Enabled: on[h.Key], Ready: hosts.Ready(app, h)}
	}
	return out
}

// hostsRoute answers the uploaders (creators and admins) only.
func (s *Server) hostsRoute(e *core.RequestEvent) error {
	if e.Auth == nil {
		return apierr.Unauthorized("hosts_sign_in", "Sign in to see the video hosts.")
	}
	if !uploader(e) {
		return apierr.Forbidden("creator_role_required", "Only creators and admins publish videos.")
	}
	return e.JSON(http.StatusOK, HostStates(e.App))
}
