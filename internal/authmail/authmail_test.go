package authmail

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/mails"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/tests"
)

var kinds = []string{Verification, PasswordReset, EmailChange, OTP, AuthAlert}

// English is PocketBase's own text, to the byte.
func TestEnglishIsPocketBaseDefault(t *testing.T) {
	c := core.NewAuthCollection("x")
	for _, kind := range kinds {
		_, def := configured(c, kind)
		if got := Template(kind, "en", ""); got != def {
			t.Errorf("%s:\n got %q\nwant %q", kind, got, def)
		}
	}
}

var placeholderRe = regexp.MustCompile(`\{[A-Z_]+\}`)

// Every language has every e-mail, with the placeholders English has.
func TestEveryLanguageHasEveryMail(t *testing.T) {
	tokens := func(s string) []string {
		out := placeholderRe.FindAllString(s, -1)
		slices.Sort(out)
		return slices.Compact(out)
	}
	for _, lang := range []string{"de", "es", "fr"} {
		for _, kind := range kinds {
			en, got := Template(kind, "en", ""), Template(kind, lang, "")
			if got.Subject == "" || got.Subject == en.Subject && kind != OTP {
				t.Errorf("%s/%s: subject %q not translated", lang, kind, got.Subject)
			}
			if strings.Join(tokens(got.Subject+got.Body), ",") != strings.Join(tokens(en.Subject+en.Body), ",") {
				t.Errorf("%s/%s: placeholders %v, English %v", lang, kind, tokens(got.Subject+got.Body), tokens(en.Subject+en.Body))
			}
			if strings.Contains(got.Body, "Thanks") || strings.Contains(got.Body, "Click on") {
				t.Errorf("%s/%s: English left in %q", lang, kind, got.Body)
			}
		}
	}
	if Template(PasswordReset, "xx", "") != Template(PasswordReset, "en", "") {
		t.Error("a language not offered must fall back to English")
	}
}

// Each link leads to the PWA's own page in the mail's language (issue 27 §1): /<lang>/… for
// de, es and fr, unprefixed for English; the OTP and alert mails have no link.
func TestPWALinksPerLanguage(t *testing.T) {
	pages := map[string]string{PasswordReset: "reset-password", Verification: "verify-email", EmailChange: "confirm-email"}
	for _, lang := range []string{"en", "de", "es", "fr"} {
		prefix := "/" + lang
		if lang == "en" {
			prefix = ""
		}
		for kind, page := range pages {
			want := "{APP_URL}" + prefix + "/" + page + "?token={TOKEN}"
			if got := PWALink(kind, lang); got != want {
				t.Errorf("PWALink(%s, %s) = %q, want %q", kind, lang, got, want)
			}
			body := Template(kind, lang, PWALink(kind, lang)).Body
			if !strings.Contains(body, `href="`+want+`"`) || strings.Contains(body, "/_/#/") {
				t.Errorf("%s/%s: the button does not lead to %s:\n%s", lang, kind, want, body)
			}
		}
		for _, kind := range []string{OTP, AuthAlert} {
			if got := PWALink(kind, lang); got != "" {
				t.Errorf("PWALink(%s, %s) = %q, want none", kind, lang, got)
			}
		}
	}
}

func TestLanguageFallback(t *testing.T) {
	for _, c := range []struct{ member, site, want string }{
		{"de", "", "de"},
		{"de", "fr", "de"},
		{"", "fr", "fr"},
		{"", "", "en"},
		{"xx", "", "en"},
		{"xx", "es", "es"},
		{"", "zz", "en"},
	} {
		if got := Language(c.member, c.site); got != c.want {
			t.Errorf("Language(%q, %q) = %q, want %q", c.member, c.site, got, c.want)
		}
	}
}

// The mail PocketBase sends, through the hooks: German for a German member (with the PWA's
// German reset page), the site default for a member without a language, English as
// PocketBase wrote it otherwise, and an admin's own template left alone.
func TestMailsInTheRecipientsLanguage(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app, err := tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	// Migrations only (users.language, settings): the hooks' mail log would swallow the mail.
	if err := jsvm.Register(app, jsvm.Config{MigrationsDir: "../../pb_migrations", HooksDir: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	Register(app)
	app.Settings().Meta.AppName = "Reelhouse"
	app.Settings().Meta.AppURL = "https://rh.example"

	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	user := func(email, lang string) *core.Record {
		u := core.NewRecord(users)
		u.SetEmail(email)
		u.Set("username", "u_"+strings.Split(email, "@")[0])
		u.SetPassword("test-Passw0rd-123")
		u.Set("language", lang)
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
		return u
	}
	last := func() (string, string) {
		m := app.TestMailer.LastMessage()
		return m.Subject, m.HTML
	}

	de := user("de@t.local", "de")
	if err := mails.SendRecordPasswordReset(app, de); err != nil {
		t.Fatal(err)
	}
	subject, html := last()
	if subject != "Setze dein Passwort bei Reelhouse zurück" || !strings.Contains(html, "Passwort zurücksetzen") ||
		!regexp.MustCompile(`href="https://rh\.example/de/reset-password\?token=[A-Za-z0-9._-]+"`).MatchString(html) || !strings.Contains(html, "<html") {
		t.Errorf("German reset mail: %q\n%s", subject, html)
	}

	if err := mails.SendRecordVerification(app, de); err != nil {
		t.Fatal(err)
	}
	subject, html = last()
	if subject != "Bestätige deine E-Mail-Adresse bei Reelhouse" ||
		!regexp.MustCompile(`href="https://rh\.example/de/verify-email\?token=[A-Za-z0-9._-]+"`).MatchString(html) {
		t.Errorf("German verification mail: %q\n%s", subject, html)
	}
	if err := mails.SendRecordChangeEmail(app, de, "de2@t.local"); err != nil {
		t.Fatal(err)
	}
	subject, html = last()
	if subject != "Bestätige deine neue E-Mail-Adresse bei Reelhouse" ||
		!regexp.MustCompile(`href="https://rh\.example/de/confirm-email\?token=[A-Za-z0-9._-]+"`).MatchString(html) {
		t.Errorf("German e-mail change mail: %q\n%s", subject, html)
	}

	en := user("en@t.local", "")
	if err := mails.SendRecordVerification(app, en); err != nil {
		t.Fatal(err)
	}
	if subject, _ := last(); subject != "Verify your Reelhouse email" {
		t.Errorf("English verification mail: %q", subject)
	}

	if _, err := app.DB().NewQuery("INSERT INTO settings (id, key, value, created, updated) VALUES ('s1default1lang', 'default_language', '\"fr\"', '', '')").Execute(); err != nil {
		t.Fatal(err)
	}
	if err := mails.SendRecordOTP(app, en, "otp1", "123456"); err != nil {
		t.Fatal(err)
	}
	if subject, html := last(); subject != "Mot de passe à usage unique pour Reelhouse" || !strings.Contains(html, "<strong>123456</strong>") {
		t.Errorf("site default (fr) OTP mail: %q\n%s", subject, html)
	}

	users.VerificationTemplate.Subject = "Welcome to {APP_NAME}!"
	if err := app.Save(users); err != nil {
		t.Fatal(err)
	}
	if err := mails.SendRecordVerification(app, de); err != nil {
		t.Fatal(err)
	}
	if subject, _ := last(); subject != "Welcome to Reelhouse!" {
		t.Errorf("an admin's own template must be sent as written: %q", subject)
	}
}

// Mails go out under the site's name, not PocketBase's "Acme" (issue 36 §8): at start and
// after the site name setting is saved.
func TestSenderIsTheSiteName(t *testing.T) {
	if testing.Short() {
		t.Skip("boots the app")
	}
	app, err := tests.NewTestAppWithConfig(core.BaseAppConfig{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	if err := jsvm.Register(app, jsvm.Config{MigrationsDir: "../../pb_migrations", HooksDir: t.TempDir()}); err != nil {
		t.Fatal(err)
	}
	if err := app.RunAllMigrations(); err != nil {
		t.Fatal(err)
	}
	Register(app)
	if err := SyncSender(app); err != nil {
		t.Fatal(err)
	}
	if m := app.Settings().Meta; m.SenderName != "Reelhouse" || m.AppName != "Reelhouse" {
		t.Fatalf("sender %q, app name %q; want the default site name", m.SenderName, m.AppName)
	}
	site, err := app.FindFirstRecordByData("settings", "key", "site")
	if err != nil {
		t.Fatal(err)
	}
	var value map[string]any
	if err := site.UnmarshalJSONField("value", &value); err != nil {
		t.Fatal(err)
	}
	value["site_name"] = "Harbour Films"
	site.Set("value", value)
	if err := app.Save(site); err != nil {
		t.Fatal(err)
	}
	if m := app.Settings().Meta; m.SenderName != "Harbour Films" || m.AppName != "Harbour Films" {
		t.Fatalf("after renaming the site: sender %q, app name %q", m.SenderName, m.AppName)
	}
	users, _ := app.FindCollectionByNameOrId("users")
	u := core.NewRecord(users)
	u.SetEmail("en@t.local")
	u.Set("username", "u_en")
	u.SetPassword("test-Passw0rd-123")
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	if err := mails.SendRecordPasswordReset(app, u); err != nil {
		t.Fatal(err)
	}
	if m := app.TestMailer.LastMessage(); m.From.Name != "Harbour Films" || strings.Contains(m.HTML, "Acme") {
		t.Errorf("sent as %q: %s", m.From.Name, m.HTML)
	}
}
