package payments

import "github.com/pocketbase/pocketbase/core"

// Unconfigured lists the payment methods members cannot use yet, with the message they
// see: the admin dashboard's set-up notices (internal/setup) show the same state.
func Unconfigured(app core.App) map[string]string {
	out := map[string]string{}
	for k, m := range methods(app) {
		if !m.Available {
			out[k] = m.Message
		}
	}
	return out
}

// DemoIBAN is the example IBAN the demo seed fills in (internal/seed): valid check
// digits, no real account. Still in place, it earns a "replace before going live" notice.
const DemoIBAN = "DE89370400440532013000"

// UsesDemoBank says whether the site's bank details are still the demo's.
func UsesDemoBank(app core.App) bool { return loadSepa(app).IBAN == DemoIBAN }
