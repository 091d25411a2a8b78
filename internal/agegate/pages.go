package agegate

import (
	"html"
	"strings"

	"reelhouse/internal/routes"
)

// pageLangs: the app's languages (src/i18n), English first as the fallback.
var pageLangs = []string{"en", "de", "es", "fr"}

// PickLang: the first of the app's languages in an Accept-Language header, a path's
// language prefix (/de/…) first.
func PickLang(path, acceptLanguage string) string {
	p := strings.TrimPrefix(path, "/")
	for _, l := range pageLangs[1:] {
		if p == l || strings.HasPrefix(p, l+"/") {
			return l
		}
	}
	for _, part := range strings.Split(acceptLanguage, ",") {
		tag, _, _ := strings.Cut(strings.TrimSpace(part), ";")
		base, _, _ := strings.Cut(strings.ToLower(tag), "-")
		for _, l := range pageLangs {
			if base == l {
				return l
			}
		}
	}
	return "en"
}

type pageText struct{ title, body, link string }

var blockedTexts = map[string]pageText{
	"en": {"Not available in your region", "This site is not available where you are (%s). The law there requires checks the operator has chosen not to offer, so the site is closed to visitors from this region.", "How we handle age assurance"},
	"de": {"In deiner Region nicht verfügbar", "Diese Website ist an deinem Standort (%s) nicht verfügbar. Das dortige Recht verlangt Prüfungen, die der Betreiber nicht anbietet; deshalb ist die Website für Besucher aus dieser Region geschlossen.", "Wie wir das Alter prüfen"},
	"es": {"No disponible en tu región", "Este sitio no está disponible donde te encuentras (%s). La ley de allí exige comprobaciones que el operador ha decidido no ofrecer, por lo que el sitio está cerrado a los visitantes de esta región.", "Cómo verificamos la edad"},
	"fr": {"Indisponible dans votre région", "Ce site n'est pas disponible là où vous vous trouvez (%s). La loi y exige des contrôles que l'exploitant a choisi de ne pas proposer : le site est donc fermé aux visiteurs de cette région.", "Comment nous vérifions l'âge"},
}

var gatedTexts = map[string]pageText{
	"en": {"Age verification required", "The law where you are (%s) requires an age check before this site shows any content.", "Verify your age"},
	"de": {"Altersprüfung erforderlich", "Das Recht an deinem Standort (%s) verlangt eine Altersprüfung, bevor diese Website Inhalte zeigt.", "Alter bestätigen"},
	"es": {"Verificación de edad obligatoria", "La ley de donde te encuentras (%s) exige comprobar la edad antes de que este sitio muestre contenido.", "Verificar tu edad"},
	"fr": {"Vérification de l'âge requise", "La loi là où vous vous trouvez (%s) exige une vérification de l'âge avant que ce site n'affiche du contenu.", "Vérifier votre âge"},
}

// MethodsPath: the public page that states the methods in use (src/features/legal).
var MethodsPath = routes.Get().Routes["ageAssurance"].Path

// page: a self-contained page (no script, no asset: a blocked visitor gets nothing else).
func page(t pageText, lang, region, href string) string {
	body := strings.Replace(html.EscapeString(t.body), "%s", html.EscapeString(region), 1)
	return `<!doctype html><html lang="` + lang + `"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
		`<meta name="robots" content="noindex"><title>` + html.EscapeString(t.title) + `</title></head>` +
		`<body style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">` +
		`<main><h1>` + html.EscapeString(t.title) + `</h1><p>` + body + `</p><p><a href="` + html.EscapeString(href) + `">` +
		html.EscapeString(t.link) + `</a></p></main></body></html>`
}

// BlockedPage: the 451 page in lang.
func BlockedPage(lang, region string) string {
	t, ok := blockedTexts[lang]
	if !ok {
		lang, t = "en", blockedTexts["en"]
	}
	// The methods page is part of the PWA, which a blocked visitor does not get: the
	// API's public statement instead.
	return page(t, lang, region, "/api/agegate/methods")
}

// GatedPage: the 403 page of a non-API content route (an embed player, a sitemap).
func GatedPage(lang, region string) string {
	t, ok := gatedTexts[lang]
	if !ok {
		lang, t = "en", gatedTexts["en"]
	}
	return page(t, lang, region, "/")
}
