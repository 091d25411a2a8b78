package authmail

// The auth e-mails in each offered language. English is PocketBase's own default text,
// unchanged (templates_test.go compares it with core's defaults); the others say the same.
// Every template has the same placeholders as PocketBase's ({APP_NAME}, {APP_URL},
// {TOKEN}, {OTP}, {ALERT_INFO}), resolved by core.EmailTemplate.Resolve.

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Kinds of auth e-mail.
const (
	Verification  = "verification"
	PasswordReset = "password_reset"
	EmailChange   = "email_change"
	OTP           = "otp"
	AuthAlert     = "auth_alert"
)

// words: one language's texts; a <p> line is raw HTML (placeholders inside).
type words struct {
	hello, thanks, team string
	subjects            map[string]string
	lines               map[string][]string
	buttons             map[string]string // the link's label
	notes               map[string]string // the italic "ignore this" line
}

var table = map[string]words{
	"en": {
		hello: "Hello,", thanks: "Thanks,", team: "{APP_NAME} team",
		subjects: map[string]string{
			Verification:  "Verify your {APP_NAME} email",
			PasswordReset: "Reset your {APP_NAME} password",
			EmailChange:   "Confirm your {APP_NAME} new email address",
			OTP:           "OTP for {APP_NAME}",
			AuthAlert:     "Login from a new location",
		},
		lines: map[string][]string{
			Verification:  {"Thank you for joining us at {APP_NAME}.", "Click on the button below to verify your email address."},
			PasswordReset: {"Click on the button below to reset your password."},
			EmailChange:   {"Click on the button below to confirm your new email address."},
			OTP:           {"Your one-time password is: <strong>{OTP}</strong>"},
			AuthAlert: {
				"We noticed a login to your {APP_NAME} account from a new location:",
				"<em>{ALERT_INFO}</em>",
				"<strong>If this wasn't you, you should immediately change your {APP_NAME} account password to revoke access from all other locations.</strong>",
				"If this was you, you may disregard this email.",
			},
		},
		buttons: map[string]string{Verification: "Verify", PasswordReset: "Reset password", EmailChange: "Confirm new email"},
		notes: map[string]string{
			Verification:  "If you didn't recently register, please ignore this email.",
			PasswordReset: "If you didn't ask to reset your password, please ignore this email.",
			EmailChange:   "If you didn't ask to change your email address, please ignore this email.",
			OTP:           "If you didn't ask for the one-time password, you can ignore this email.",
		},
	},
	"de": {
		hello: "Hallo,", thanks: "Vielen Dank,", team: "dein {APP_NAME}-Team",
		subjects: map[string]string{
			Verification:  "Bestätige deine E-Mail-Adresse bei {APP_NAME}",
			PasswordReset: "Setze dein Passwort bei {APP_NAME} zurück",
			EmailChange:   "Bestätige deine neue E-Mail-Adresse bei {APP_NAME}",
			OTP:           "Einmalpasswort für {APP_NAME}",
			AuthAlert:     "Anmeldung von einem neuen Ort",
		},
		lines: map[string][]string{
			Verification:  {"Danke, dass du dich bei {APP_NAME} registriert hast.", "Klicke auf die Schaltfläche unten, um deine E-Mail-Adresse zu bestätigen."},
			PasswordReset: {"Klicke auf die Schaltfläche unten, um dein Passwort zurückzusetzen."},
			EmailChange:   {"Klicke auf die Schaltfläche unten, um deine neue E-Mail-Adresse zu bestätigen."},
			OTP:           {"Dein Einmalpasswort lautet: <strong>{OTP}</strong>"},
			AuthAlert: {
				"Wir haben eine Anmeldung bei deinem {APP_NAME}-Konto von einem neuen Ort bemerkt:",
				"<em>{ALERT_INFO}</em>",
				"<strong>Wenn du das nicht warst, ändere sofort das Passwort deines {APP_NAME}-Kontos, um den Zugriff von allen anderen Orten zu beenden.</strong>",
				"Wenn du das warst, kannst du diese E-Mail ignorieren.",
			},
		},
		buttons: map[string]string{Verification: "Bestätigen", PasswordReset: "Passwort zurücksetzen", EmailChange: "Neue E-Mail-Adresse bestätigen"},
		notes: map[string]string{
			Verification:  "Wenn du dich nicht gerade registriert hast, ignoriere diese E-Mail bitte.",
			PasswordReset: "Wenn du kein neues Passwort angefordert hast, ignoriere diese E-Mail bitte.",
			EmailChange:   "Wenn du deine E-Mail-Adresse nicht ändern wolltest, ignoriere diese E-Mail bitte.",
			OTP:           "Wenn du kein Einmalpasswort angefordert hast, kannst du diese E-Mail ignorieren.",
		},
	},
	"es": {
		hello: "Hola:", thanks: "Gracias,", team: "El equipo de {APP_NAME}",
		subjects: map[string]string{
			Verification:  "Verifica tu correo electrónico de {APP_NAME}",
			PasswordReset: "Restablece tu contraseña de {APP_NAME}",
			EmailChange:   "Confirma tu nuevo correo electrónico de {APP_NAME}",
			OTP:           "Contraseña de un solo uso para {APP_NAME}",
			AuthAlert:     "Inicio de sesión desde una nueva ubicación",
		},
		lines: map[string][]string{
			Verification:  {"Gracias por unirte a {APP_NAME}.", "Haz clic en el botón de abajo para verificar tu dirección de correo electrónico."},
			PasswordReset: {"Haz clic en el botón de abajo para restablecer tu contraseña."},
			EmailChange:   {"Haz clic en el botón de abajo para confirmar tu nueva dirección de correo electrónico."},
			OTP:           {"Tu contraseña de un solo uso es: <strong>{OTP}</strong>"},
			AuthAlert: {
				"Hemos detectado un inicio de sesión en tu cuenta de {APP_NAME} desde una nueva ubicación:",
				"<em>{ALERT_INFO}</em>",
				"<strong>Si no has sido tú, cambia de inmediato la contraseña de tu cuenta de {APP_NAME} para revocar el acceso desde todas las demás ubicaciones.</strong>",
				"Si has sido tú, puedes ignorar este correo.",
			},
		},
		buttons: map[string]string{Verification: "Verificar", PasswordReset: "Restablecer contraseña", EmailChange: "Confirmar nuevo correo"},
		notes: map[string]string{
			Verification:  "Si no te has registrado recientemente, ignora este correo.",
			PasswordReset: "Si no has pedido restablecer tu contraseña, ignora este correo.",
			EmailChange:   "Si no has pedido cambiar tu dirección de correo electrónico, ignora este correo.",
			OTP:           "Si no has pedido una contraseña de un solo uso, puedes ignorar este correo.",
		},
	},
	"fr": {
		hello: "Bonjour,", thanks: "Merci,", team: "L’équipe {APP_NAME}",
		subjects: map[string]string{
			Verification:  "Vérifiez votre adresse e-mail {APP_NAME}",
			PasswordReset: "Réinitialisez votre mot de passe {APP_NAME}",
			EmailChange:   "Confirmez votre nouvelle adresse e-mail {APP_NAME}",
			OTP:           "Mot de passe à usage unique pour {APP_NAME}",
			AuthAlert:     "Connexion depuis un nouvel emplacement",
		},
		lines: map[string][]string{
			Verification:  {"Merci de nous avoir rejoints sur {APP_NAME}.", "Cliquez sur le bouton ci-dessous pour vérifier votre adresse e-mail."},
			PasswordReset: {"Cliquez sur le bouton ci-dessous pour réinitialiser votre mot de passe."},
			EmailChange:   {"Cliquez sur le bouton ci-dessous pour confirmer votre nouvelle adresse e-mail."},
			OTP:           {"Votre mot de passe à usage unique est : <strong>{OTP}</strong>"},
			AuthAlert: {
				"Nous avons remarqué une connexion à votre compte {APP_NAME} depuis un nouvel emplacement :",
				"<em>{ALERT_INFO}</em>",
				"<strong>Si ce n’était pas vous, changez immédiatement le mot de passe de votre compte {APP_NAME} pour révoquer l’accès depuis tous les autres emplacements.</strong>",
				"Si c’était vous, vous pouvez ignorer cet e-mail.",
			},
		},
		buttons: map[string]string{Verification: "Vérifier", PasswordReset: "Réinitialiser le mot de passe", EmailChange: "Confirmer la nouvelle adresse"},
		notes: map[string]string{
			Verification:  "Si vous ne vous êtes pas inscrit récemment, ignorez cet e-mail.",
			PasswordReset: "Si vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail.",
			EmailChange:   "Si vous n’avez pas demandé à changer votre adresse e-mail, ignorez cet e-mail.",
			OTP:           "Si vous n’avez pas demandé de mot de passe à usage unique, vous pouvez ignorer cet e-mail.",
		},
	},
}

// links: where each e-mail's button leads (PocketBase's own pages), by kind.
var links = map[string]string{
	Verification:  "{APP_URL}/_/#/auth/confirm-verification/{TOKEN}",
	PasswordReset: "{APP_URL}/_/#/auth/confirm-password-reset/{TOKEN}",
	EmailChange:   "{APP_URL}/_/#/auth/confirm-email-change/{TOKEN}",
}

// Template is the kind's e-mail in lang (English for a language not offered), with the
// button leading to link (links[kind] when empty).
func Template(kind, lang, link string) core.EmailTemplate {
	w, ok := table[lang]
	if !ok {
		w = table["en"]
	}
	if link == "" {
		link = links[kind]
	}
	var b strings.Builder
	b.WriteString("<p>" + w.hello + "</p>\n")
	for _, l := range w.lines[kind] {
		b.WriteString("<p>" + l + "</p>\n")
	}
	if label := w.buttons[kind]; label != "" {
		b.WriteString("<p>\n  <a class=\"btn\" href=\"" + link + "\" target=\"_blank\" rel=\"noopener\">" + label + "</a>\n</p>\n")
	}
	if note := w.notes[kind]; note != "" {
		b.WriteString("<p><i>" + note + "</i></p>\n")
	}
	b.WriteString("<p>\n  " + w.thanks + "<br/>\n  " + w.team + "\n</p>")
	return core.EmailTemplate{Subject: w.subjects[kind], Body: b.String()}
}
