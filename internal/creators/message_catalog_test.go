package creators

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// The PWA renders a review's notice from its kind (src/features/notifications/kinds.ts):
// the English catalog must say what Message stores as the English text.
func TestMessageMatchesTheNoticesCatalog(t *testing.T) {
	raw, err := os.ReadFile("../../src/i18n/locales/en/notices.json")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]string
	if err := json.Unmarshal(raw, &en); err != nil {
		t.Fatal(err)
	}
	for _, action := range []string{"approve", "reject", "revoke"} {
		kind := MessageKind(action)
		subject, content := Message(action, "Blurry photo.")
		if en[kind+".subject"] != subject {
			t.Errorf("%s subject: catalog %q, server %q", kind, en[kind+".subject"], subject)
		}
		if got := strings.ReplaceAll(en[kind+".content"], "{notes}", "Blurry photo."); got != content {
			t.Errorf("%s content: catalog %q, server %q", kind, got, content)
		}
	}
}
