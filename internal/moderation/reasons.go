package moderation

// Reasons of a report, most severe first; severity is what orders the queue.
var severity = map[string]int{
	"under_18":            6,
	"non_consensual":      5,
	"depicted_no_consent": 4,
	"copyright":           3,
	"spam":                2,
	"other":               1,
}

// severe: the two reasons that may hide a video at once (policy.go) until an admin decides.
func severe(reason string) bool { return reason == "under_18" || reason == "non_consensual" }

// Case statuses: open and hidden wait for an admin; the rest are decided.
var decisions = map[string]string{ // action → the case status it leaves
	"dismiss": "dismissed",
	"hide":    "hidden",
	"remove":  "removed",
	"restore": "restored",
	"approve": "restored",
}
