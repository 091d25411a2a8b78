// Package authmail sends PocketBase's auth e-mails (verification, password reset, e-mail
// change, one-time password, new-login alert) in the recipient's language (issue 27 §1):
// the member's users.language, else the site's default language, else English.
//
// English mails are left exactly as PocketBase wrote them, and so is every mail of a
// collection whose template an admin has edited in the dashboard (their own words, which
// this cannot translate). pb_hooks/mail.pb.js then points an English mail's link at the
// PWA's own page (/reset-password, /verify-email, /confirm-email); the other languages'
// links lead to the same pages under /<lang>/ here (pwaLinks).
package authmail

import (
	"bytes"
	"html/template"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/mails/templates"
	"github.com/pocketbase/pocketbase/tools/hook"

	"reelhouse/internal/routes"
	"reelhouse/internal/web"
)

// Register binds the mailer hooks, ahead of the JS hooks (priority below their 0), so
// that pb_hooks/mail.pb.js sees the localised message.
func Register(app core.App) {
	bind := func(h *hook.TaggedHook[*core.MailerRecordEvent], kind string) {
		h.Bind(&hook.Handler[*core.MailerRecordEvent]{
			Id:       "reelhouse-authmail-" + kind,
			Priority: -10,
			Func: func(e *core.MailerRecordEvent) error {
				if err := localize(e, kind); err != nil {
					e.App.Logger().Warn("Auth mail left in English", "kind", kind, "error", err)
				}
				return e.Next()
			},
		})
	}
	bind(app.OnMailerRecordVerificationSend(), Verification)
	bind(app.OnMailerRecordPasswordResetSend(), PasswordReset)
	bind(app.OnMailerRecordEmailChangeSend(), EmailChange)
	bind(app.OnMailerRecordOTPSend(), OTP)
	bind(app.OnMailerRecordAuthAlertSend(), AuthAlert)
	registerSender(app)
}

// Language: the recipient's language, else the site default, else "en".
func Language(member, siteDefault string) string {
	for _, l := range web.Langs {
		if member == l {
			return l
		}
	}
	for _, l := range web.Langs {
		if siteDefault == l {
			return l
		}
	}
	return "en"
}

// configured: the collection's template of kind, and PocketBase's default for it.
func configured(c *core.Collection, kind string) (have, def core.EmailTemplate) {
	d := core.NewAuthCollection("defaults")
	switch kind {
	case Verification:
		return c.VerificationTemplate, d.VerificationTemplate
	case PasswordReset:
		return c.ResetPasswordTemplate, d.ResetPasswordTemplate
	case EmailChange:
		return c.ConfirmEmailChangeTemplate, d.ConfirmEmailChangeTemplate
	case OTP:
		return c.OTP.EmailTemplate, d.OTP.EmailTemplate
	default:
		return c.AuthAlert.EmailTemplate, d.AuthAlert.EmailTemplate
	}
}

func localize(e *core.MailerRecordEvent, kind string) error {
	if e.Message == nil || e.Record == nil {
		return nil
	}
	if have, def := configured(e.Record.Collection(), kind); have != def {
		return nil // edited by an admin: sent as written
	}
	lang := Language(e.Record.GetString("language"), web.DefaultLanguage(e.App))
	if lang == "en" {
		return nil
	}
	subject, body := Template(kind, lang, PWALink(kind, lang)).Resolve(placeholders(e))
	html, err := layout(body)
	if err != nil {
		return err
	}
	e.Message.Subject = subject
	e.Message.HTML = html
	e.Message.Text = "" // rebuilt from the HTML by the mailer
	return nil
}

// pwaLinks: the PWA's own page for each e-mail with a link (the site, not PocketBase's
// English dashboard pages of templates.go's links).
var pwaLinks = map[string]string{
	PasswordReset: routes.Get().Routes["resetPassword"].Path + "?token={TOKEN}",
	Verification:  routes.Get().Routes["verifyEmail"].Path + "?token={TOKEN}",
	EmailChange:   routes.Get().Routes["confirmEmail"].Path + "?token={TOKEN}",
}

// PWALink: the kind's link to the PWA's page in lang ("" for a mail without a link). English
// has no prefix; English mails are rewritten by pb_hooks/mail.pb.js, not here.
func PWALink(kind, lang string) string {
	p, ok := pwaLinks[kind]
	if !ok {
		return ""
	}
	if lang == "en" {
		return "{APP_URL}" + p
	}
	return "{APP_URL}/" + lang + p
}

// placeholders: the values PocketBase resolved its template with (mails/record.go).
func placeholders(e *core.MailerRecordEvent) map[string]any {
	s := e.App.Settings()
	p := map[string]any{core.EmailPlaceholderAppName: s.Meta.AppName, core.EmailPlaceholderAppURL: s.Meta.AppURL}
	str := func(k string) string { v, _ := e.Meta[k].(string); return v }
	p[core.EmailPlaceholderToken] = str("token")
	p[core.EmailPlaceholderOTP] = str("password")
	p[core.EmailPlaceholderOTPId] = str("otpId")
	p[core.EmailPlaceholderAlertInfo] = str("info") // already HTML-escaped by PocketBase
	return p
}

// layout wraps a body in PocketBase's mail layout, as its own mails are.
func layout(body string) (string, error) {
	t, err := template.New("mail").Parse(templates.Layout)
	if err == nil {
		t, err = t.Parse(templates.HTMLBody)
	}
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	if err := t.Execute(&b, struct{ HTMLContent template.HTML }{template.HTML(body)}); err != nil {
		return "", err
	}
	return b.String(), nil
}
