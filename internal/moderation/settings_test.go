package moderation

import (
	"encoding/json"
	"testing"
)

func settingsIn(kv ...string) map[string]json.RawMessage {
	m := map[string]json.RawMessage{}
	for i := 0; i < len(kv); i += 2 {
		m[kv[i]] = json.RawMessage(kv[i+1])
	}
	return m
}

func TestApplySettingsRefuses(t *testing.T) {
	bad := []map[string]json.RawMessage{
		settingsIn("moderation_hide_members", "1"), // one account alone
		settingsIn("moderation_hide_visitors", "1"),
		settingsIn("moderation_hide_networks", "1"), // one network alone
		settingsIn("moderation_hide_members", "2.5"),
		settingsIn("moderation_hide_members", `"3"`),
		settingsIn("moderation_hide_members", "-1"),
		settingsIn("moderation_trusted_min_age_days", "4000"),
		settingsIn("moderation_trusted_flaggers", `"a@b.co"`),
		settingsIn("moderation_trusted_flaggers", `["not an id"]`),
		settingsIn("moderation_trusted_flaggers", `[7]`),
		settingsIn("review_new_uploads", `"sometimes"`),
		settingsIn("moderation_secret", "1"),
	}
	for _, in := range bad {
		if _, e := applySettings(DefaultPolicy, in); e == nil {
			t.Errorf("accepted %s", in)
		}
	}
	p, e := applySettings(DefaultPolicy, settingsIn("moderation_hide_members", "2"))
	if e != nil || checkPolicy(p) == nil {
		t.Error("2 members on 3 networks is impossible and must be refused")
	}
}

func TestApplySettingsAccepts(t *testing.T) {
	p, e := applySettings(DefaultPolicy, settingsIn(
		"moderation_hide_members", "5", "moderation_hide_networks", "4", "moderation_hide_visitors", "0",
		"moderation_trusted_min_age_days", "0", "review_new_uploads", `"all"`,
		"moderation_trusted_flaggers", `[" Hotline@Example.org ", "abcdefghij12345", "hotline@example.org", ""]`))
	if e != nil || checkPolicy(p) != nil {
		t.Fatalf("refused: %v", e)
	}
	if p.HideMembers != 5 || p.HideNetworks != 4 || p.HideVisitors != 0 || p.TrustedMinAgeDays != 0 || p.ReviewNewUploads != "all" {
		t.Errorf("values: %+v", p)
	}
	if len(p.TrustedFlaggers) != 2 || p.TrustedFlaggers[0] != "hotline@example.org" {
		t.Errorf("flaggers: %v", p.TrustedFlaggers)
	}
	if p, _ := applySettings(DefaultPolicy, settingsIn("moderation_hide_members", "0")); checkPolicy(p) != nil {
		t.Error("members 0 (only trusted reporters hide) is allowed")
	}
}
