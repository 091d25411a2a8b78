package web

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/agegate"
	"reelhouse/internal/routes"
)

// The embed player (issue 41 §1): /embed/{slug} is a page of its own, without the PWA,
// for an <iframe> on another site. It keeps the watch page's rules by asking the same
// routes the watch page asks: the video's sources come from GET /api/reelhouse/videos/{slug}
// (a visitor gets `locked: true` and no source for a premium video; hidden videos are
// 404), and a view is the same POST /api/reelhouse/videos/{id}/view with the same
// dedupe. The page itself carries no source, only the title and a link back.
//
// Only this page may be framed by other sites, and only as the `embedding` setting says:
// {"mode":"on"} (any site, the default), {"mode":"listed","sites":["https://a.example"]}
// or {"mode":"off"} (404). Every other page keeps frame-ancestors 'self' and
// X-Frame-Options SAMEORIGIN (csp.go).

// EmbedSetting is the `embedding` setting.
type EmbedSetting struct {
	Mode  string   `json:"mode"` // on | off | listed
	Sites []string `json:"sites"`
}

// readEmbedSetting: the setting, "on" when unset or unreadable.
func readEmbedSetting(app core.App) EmbedSetting {
	var row struct {
		Value string `db:"value"`
	}
	s := EmbedSetting{Mode: "on"}
	if app.DB().NewQuery("SELECT value FROM settings WHERE key = 'embedding' LIMIT 1").One(&row) == nil {
		_ = json.Unmarshal([]byte(row.Value), &s)
	}
	if s.Mode != "off" && s.Mode != "listed" {
		s.Mode = "on"
	}
	return s
}

// FrameAncestors: the embed page's frame-ancestors sources for s ("" when off). Listed
// sites are kept only as plain https origins (what the setting accepts, pb_hooks/lib/
// settings.js), so a stored value cannot add a source or a directive.
func FrameAncestors(s EmbedSetting) string {
	switch s.Mode {
	case "off":
		return ""
	case "listed":
		out := []string{"'self'"}
		for _, site := range s.Sites {
			if o := originOf(site); o != "" {
				out = append(out, o)
			}
		}
		return strings.Join(out, " ")
	}
	return "*"
}

func originOf(site string) string {
	u, err := url.Parse(strings.TrimSpace(site))
	if err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil ||
		strings.ContainsAny(u.Host, " ;,'\"") {
		return ""
	}
	return u.Scheme + "://" + strings.ToLower(u.Host)
}

// embedScript plays the video the watch route allows, honours ?t= (83, 83s, 1m23s,
// 1h2m3s as src/lib/start-time.ts) and counts a view on the first play.
const embedScript = `(function(){
var root=document.getElementById("embed"),slug=root.getAttribute("data-slug");
function t(){var m=/^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec((new URLSearchParams(location.search).get("t")||"").trim().toLowerCase());
if(!m||!(m[1]||m[2]||m[3]))return 0;return (+(m[1]||0))*3600+(+(m[2]||0))*60+(+(m[3]||0));}
function anon(){var k="reelhouse.anon_id",id="";try{id=localStorage.getItem(k)||"";}catch(e){}
if(!/^[A-Za-z0-9_-]{20,64}$/.test(id)){var a=new Uint8Array(16);crypto.getRandomValues(a);id=Array.prototype.map.call(a,function(b){return("0"+b.toString(16)).slice(-2);}).join("");try{localStorage.setItem(k,id);}catch(e){}}return id;}
function say(text){var p=document.getElementById("note");p.textContent=text;p.hidden=false;}
fetch("/api/reelhouse/videos/"+encodeURIComponent(slug),{credentials:"omit"}).then(function(r){if(!r.ok)throw r.status;return r.json();}).then(function(v){
if(v.locked||!v.sources||!v.sources.length){say(root.getAttribute("data-locked"));return;}
var s=v.sources.filter(function(x){return x.type==="local";})[0]||v.sources[0],box=document.getElementById("player");
if(s.type!=="local"){var f=document.createElement("iframe");f.src=s.url;f.title=v.title;f.allow="fullscreen; picture-in-picture";f.setAttribute("allowfullscreen","");box.appendChild(f);return;}
var el=document.createElement("video");el.controls=true;el.playsInline=true;el.preload="metadata";el.src=s.url;if(v.thumbnail_url)el.poster=v.thumbnail_url;
var at=t();if(at)el.addEventListener("loadedmetadata",function(){el.currentTime=Math.min(at,Math.max(0,(el.duration||at+1)-1));},{once:true});
var counted=false;el.addEventListener("play",function(){if(counted)return;counted=true;var token="";try{token=new URL(s.url,location.href).searchParams.get("token")||"";}catch(e){}
var body={anon_id:anon()};if(token)body.playback=token;fetch("/api/reelhouse/videos/"+encodeURIComponent(v.id)+"/view",{method:"POST",headers:{"Content-Type":"application/json"},body:JSON.stringify(body),credentials:"same-origin"}).catch(function(){});});
box.appendChild(el);}).catch(function(){say(root.getAttribute("data-failed"));});
})();`

var embedScriptHash = func() string {
	sum := sha256.Sum256([]byte(embedScript))
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}()

// embedPolicy: the embed page's CSP: its one script, the media and player origins the
// watch page may use, and frame-ancestors from the setting.
func embedPolicy(in PolicyInputs, ancestors string) string {
	join := func(base string, more ...[]string) string {
		parts := []string{base}
		for _, l := range more {
			parts = append(parts, l...)
		}
		return strings.Join(parts, " ")
	}
	return strings.Join([]string{
		"default-src 'none'",
		"script-src '" + embedScriptHash + "'",
		"style-src 'unsafe-inline'",
		"img-src " + join("'self' data: https:", in.MediaOrigins),
		"media-src " + join("'self' blob:", in.MediaOrigins),
		"connect-src " + join("'self'", in.MediaOrigins),
		"frame-src " + join("'self'", in.EmbedOrigins),
		"base-uri 'none'",
		"form-action 'none'",
		"frame-ancestors " + ancestors,
	}, "; ")
}

// embedTexts: the embed page's two notices per language (src/i18n's languages), %s the
// site's name.
var embedTexts = map[string][2]string{
	"en": {"Premium video: watch it on %s.", "This video could not be loaded."},
	"de": {"Premium-Video: Sieh es dir auf %s an.", "Dieses Video konnte nicht geladen werden."},
	"es": {"Vídeo premium: míralo en %s.", "No se ha podido cargar este vídeo."},
	"fr": {"Vidéo premium : regardez-la sur %s.", "Cette vidéo n'a pas pu être chargée."},
}

// EmbedNotices: the locked and the failed notice in lang (English when not offered).
func EmbedNotices(lang, site string) (locked, failed string) {
	t, ok := embedTexts[lang]
	if !ok {
		t = embedTexts["en"]
	}
	return strings.Replace(t[0], "%s", site, 1), t[1]
}

// embed serves /embed/{slug}.
func (h *spa) embed(e *core.RequestEvent, slug string) error {
	if h.app == nil {
		return e.NotFoundError("", nil)
	}
	setting := readEmbedSetting(h.app)
	ancestors := FrameAncestors(setting)
	var v struct {
		Title string `db:"title"`
	}
	// Hidden videos are not found, for everyone (the watch route says the same).
	err := h.app.DB().NewQuery("SELECT title FROM videos WHERE slug = {:slug} AND hidden = 0 LIMIT 1").
		Bind(map[string]any{"slug": slug}).One(&v)
	if ancestors == "" || err != nil || !slugRe.MatchString(slug) {
		return e.NotFoundError("", nil)
	}
	hd := e.Response.Header()
	hd.Del("X-Frame-Options") // frame-ancestors decides, for this page only
	hd.Set("Content-Security-Policy", embedPolicy(policyInputs(h.app, nil), ancestors))
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	hd.Set("Cache-Control", "no-cache")
	site := h.siteName.value()
	// The page is in the visitor's language: the frame's request carries the browser's
	// Accept-Language (as the age gate's 451 page reads it).
	lang := agegate.PickLang(e.Request.URL.Path, e.Request.Header.Get("Accept-Language"))
	hd.Add("Vary", "Accept-Language")
	locked, failed := EmbedNotices(lang, site)
	watch := LangPath(lang, strings.TrimPrefix(routes.Get().Routes["video"].PagePath(map[string]string{"slug": slug}), "/"))
	page := `<!doctype html><html lang="` + lang + `"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
		`<meta name="robots" content="noindex"><title>` + html.EscapeString(v.Title+" | "+site) + `</title>` +
		`<style>html,body{margin:0;height:100%;background:#000;color:#eee;font:14px system-ui,sans-serif}#embed{position:relative;height:100%}` +
		`#player,#player video,#player iframe{width:100%;height:100%;border:0;display:block}` +
		`#back{position:absolute;top:0;left:0;right:0;padding:8px 12px;background:linear-gradient(#000c,#0000);color:#fff;text-decoration:none;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}` +
		`#note{position:absolute;inset:40% 0 auto;text-align:center;padding:0 16px}</style></head><body>` +
		`<div id="embed" data-slug="` + html.EscapeString(slug) + `" data-locked="` + html.EscapeString(locked) +
		`" data-failed="` + html.EscapeString(failed) + `">` +
		`<div id="player"></div><a id="back" href="` + html.EscapeString(watch) + `" target="_blank" rel="noopener">` + html.EscapeString(v.Title) + `</a>` +
		`<p id="note" role="status" hidden></p></div><script>` + embedScript + `</script></body></html>`
	return e.HTML(http.StatusOK, page)
}
