package seed

import (
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/payments"
)

// Demo bank details, so a member can pay by transfer and an admin can confirm it on a
// fresh demo with no set-up. The IBAN is the well-known example IBAN (valid check digits,
// no real account); the admin panel and the SEPA instructions recognise it and say "demo
// account — replace before going live" (src/lib/demo-bank.ts holds the same values).
const (
	DemoIBAN          = payments.DemoIBAN
	DemoBIC           = "COBADEFFXXX"
	DemoAccountHolder = "Reelhouse Demo"
	DemoBankName      = "Demo Bank"
)

// seedDemoSettings fills the demo's bank details and turns the external video hosts off:
// they have no keys on a fresh install, so an upload would wait on them forever. The
// crypto method stays "not configured" until its keys are entered.
func seedDemoSettings(txApp core.App) error {
	if err := patchSetting(txApp, "site", func(v map[string]any) {
		sepa, _ := v["sepa"].(map[string]any)
		if sepa == nil {
			sepa = map[string]any{}
		}
		// Never overwrite details an operator already entered.
		if s, _ := sepa["iban"].(string); s != "" {
			return
		}
		sepa["account_holder"], sepa["iban"], sepa["bic"], sepa["bank_name"] = DemoAccountHolder, DemoIBAN, DemoBIC, DemoBankName
		v["sepa"] = sepa
	}); err != nil {
		return err
	}
	return patchSetting(txApp, "cdn_preferences", func(v map[string]any) {
		v["use_doodstream"], v["use_vidguard"], v["use_streamtape"] = false, false, false
	})
}

// patchSetting edits one settings row's JSON value; a missing row is left alone.
func patchSetting(txApp core.App, key string, edit func(map[string]any)) error {
	rec, err := txApp.FindFirstRecordByData("settings", "key", key)
	if err != nil {
		return nil
	}
	v := map[string]any{}
	if err := rec.UnmarshalJSONField("value", &v); err != nil {
		return err
	}
	edit(v)
	rec.Set("value", v)
	return txApp.Save(rec)
}
