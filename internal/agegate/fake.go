package agegate

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"html"
	"net/http"
	"net/url"
	"sync"
	"time"

	"github.com/go-jose/go-jose/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// FakeIssuerPath: the fake provider's issuer, under this server. NOT FOR PRODUCTION: it
// says "over 18" to whoever clicks the button. On only with REELHOUSE_AGE_FAKE_PROVIDER=on
// and never with REELHOUSE_ENV=production (Register refuses to start).
const FakeIssuerPath = "/api/agegate/fake"

// Outcomes the fake's authorize page offers: a real answer (adult, minor) and, for the
// tests, the attacks the OIDC provider must refuse.
var fakeOutcomes = []string{"adult", "minor", "forged", "expired", "wrong_aud", "wrong_nonce", "reuse_jti"}

// fakeOIDC is a complete OpenID Connect provider in memory: discovery, authorize (with
// PKCE S256), token (client secret), JWKS, RS256 ID tokens with an over_18 claim.
type fakeOIDC struct {
	issuer   string
	clientID string
	secret   string
	key      *rsa.PrivateKey
	forger   *rsa.PrivateKey // signs "forged" tokens: same kid, another key

	mu      sync.Mutex
	codes   map[string]fakeCode
	lastJTI string
}

type fakeCode struct {
	redirect, challenge, nonce, outcome string
	expires                             time.Time
}

const fakeKid = "reelhouse-fake-1"

func newFakeOIDC(issuer string) (*fakeOIDC, error) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	forger, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	return &fakeOIDC{issuer: issuer, clientID: "reelhouse-demo", secret: security.RandomString(32), key: key, forger: forger, codes: map[string]fakeCode{}}, nil
}

// provider is the OIDC client side of the fake: the same code path as a real service.
func (f *fakeOIDC) provider() *OIDC {
	return &OIDC{Key: "fake", Label: "Demo provider (not for production)", Checks: "demo: self-declared, not an age check",
		Issuer: f.issuer, ClientID: f.clientID, Secret: f.secret, Claim: "over_18"}
}

func (f *fakeOIDC) bind(se *core.ServeEvent) {
	g := se.Router.Group(FakeIssuerPath)
	g.GET("/.well-known/openid-configuration", f.discovery)
	g.GET("/authorize", f.authorizePage)
	g.POST("/authorize", f.authorize)
	g.POST("/token", f.token)
	g.GET("/jwks", f.jwks)
}

func (f *fakeOIDC) discovery(e *core.RequestEvent) error {
	return e.JSON(http.StatusOK, map[string]any{
		"issuer":                                f.issuer,
		"authorization_endpoint":                f.issuer + "/authorize",
		"token_endpoint":                        f.issuer + "/token",
		"jwks_uri":                              f.issuer + "/jwks",
		"response_types_supported":              []string{"code"},
		"subject_types_supported":               []string{"public"},
		"id_token_signing_alg_values_supported": []string{"RS256"},
		"code_challenge_methods_supported":      []string{"S256"},
		"claims_supported":                      []string{"over_18"},
	})
}

// authorizePage: the "provider's" screen, a form posting back the query and an outcome.
func (f *fakeOIDC) authorizePage(e *core.RequestEvent) error {
	q := e.Request.URL.Query()
	hidden := ""
	for _, k := range []string{"client_id", "redirect_uri", "state", "nonce", "code_challenge", "code_challenge_method", "response_type"} {
		hidden += `<input type="hidden" name="` + k + `" value="` + html.EscapeString(q.Get(k)) + `">`
	}
	e.Response.Header().Set("Cache-Control", "no-store")
	return e.HTML(http.StatusOK, `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Demo age check (not for production)</title>
<main style="font:16px system-ui;max-width:32rem;margin:2rem auto;padding:0 1rem">
<h1>Demo age check</h1><p><strong>Not for production.</strong> This fake provider only exists for demos and tests: it checks nothing.</p>
<form method="post">`+hidden+`
<button name="outcome" value="adult" style="font-size:1.1rem;padding:.6rem 1rem">I am over 18</button>
<button name="outcome" value="minor" style="font-size:1.1rem;padding:.6rem 1rem">I am under 18</button>
</form></main></html>`)
}

func (f *fakeOIDC) authorize(e *core.RequestEvent) error {
	if err := e.Request.ParseForm(); err != nil {
		return e.BadRequestError("Invalid form.", nil)
	}
	v := e.Request.PostForm
	outcome := v.Get("outcome")
	known := false
	for _, o := range fakeOutcomes {
		known = known || o == outcome
	}
	if v.Get("client_id") != f.clientID || v.Get("response_type") != "code" || v.Get("code_challenge_method") != "S256" ||
		v.Get("code_challenge") == "" || !known {
		return e.BadRequestError("Invalid authorization request.", nil)
	}
	redirect, err := url.Parse(v.Get("redirect_uri"))
	if err != nil || (redirect.Scheme != "http" && redirect.Scheme != "https") {
		return e.BadRequestError("Invalid redirect_uri.", nil)
	}
	code := security.RandomString(32)
	f.mu.Lock()
	for k, c := range f.codes {
		if time.Now().After(c.expires) {
			delete(f.codes, k)
		}
	}
	f.codes[code] = fakeCode{redirect: redirect.String(), challenge: v.Get("code_challenge"), nonce: v.Get("nonce"), outcome: outcome, expires: time.Now().Add(time.Minute)}
	f.mu.Unlock()
	q := redirect.Query()
	q.Set("code", code)
	q.Set("state", v.Get("state"))
	redirect.RawQuery = q.Encode()
	return e.Redirect(http.StatusSeeOther, redirect.String())
}

func tokenError(e *core.RequestEvent, code string) error {
	return e.JSON(http.StatusBadRequest, map[string]string{"error": code})
}

func (f *fakeOIDC) token(e *core.RequestEvent) error {
	if err := e.Request.ParseForm(); err != nil {
		return tokenError(e, "invalid_request")
	}
	v := e.Request.PostForm
	id, secret, ok := e.Request.BasicAuth()
	if !ok {
		id, secret = v.Get("client_id"), v.Get("client_secret")
	}
	if id != f.clientID || !security.Equal(secret, f.secret) {
		return tokenError(e, "invalid_client")
	}
	f.mu.Lock()
	c, found := f.codes[v.Get("code")]
	delete(f.codes, v.Get("code")) // single use
	f.mu.Unlock()
	sum := sha256.Sum256([]byte(v.Get("code_verifier")))
	if !found || time.Now().After(c.expires) || v.Get("grant_type") != "authorization_code" ||
		v.Get("redirect_uri") != c.redirect || base64.RawURLEncoding.EncodeToString(sum[:]) != c.challenge {
		return tokenError(e, "invalid_grant")
	}
	idToken, err := f.idToken(c)
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]any{"access_token": security.RandomString(32), "token_type": "Bearer", "expires_in": 300, "id_token": idToken})
}

// idToken signs the answer, spoiled as the outcome asks.
func (f *fakeOIDC) idToken(c fakeCode) (string, error) {
	now := time.Now()
	claims := map[string]any{
		"iss": f.issuer, "sub": "demo-" + security.RandomString(8), "aud": f.clientID,
		"iat": now.Unix(), "exp": now.Add(5 * time.Minute).Unix(), "nonce": c.nonce,
		"jti": security.RandomString(24), "over_18": c.outcome != "minor",
	}
	key := f.key
	f.mu.Lock()
	switch c.outcome {
	case "forged":
		key = f.forger
	case "expired":
		claims["iat"], claims["exp"] = now.Add(-time.Hour).Unix(), now.Add(-30*time.Minute).Unix()
	case "wrong_aud":
		claims["aud"] = "someone-else"
	case "wrong_nonce":
		claims["nonce"] = security.RandomString(16)
	case "reuse_jti":
		if f.lastJTI != "" {
			claims["jti"] = f.lastJTI
		}
	}
	f.lastJTI, _ = claims["jti"].(string)
	f.mu.Unlock()
	signer, err := jose.NewSigner(jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: key, KeyID: fakeKid}},
		(&jose.SignerOptions{}).WithType("JWT"))
	if err != nil {
		return "", err
	}
	payload, _ := json.Marshal(claims)
	sig, err := signer.Sign(payload)
	if err != nil {
		return "", err
	}
	return sig.CompactSerialize()
}

func (f *fakeOIDC) jwks(e *core.RequestEvent) error {
	set := jose.JSONWebKeySet{Keys: []jose.JSONWebKey{{Key: &f.key.PublicKey, KeyID: fakeKid, Algorithm: "RS256", Use: "sig"}}}
	return e.JSON(http.StatusOK, set)
}
