package agegate

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"
)

// Provider is an age-verification service the visitor is sent to. To add one: implement
// this (docs/age-assurance.md) and list it in providersFromEnv.
type Provider interface {
	ID() string     // stable, stored with a pass ("oidc", "fake")
	Name() string   // shown on the verification screen and the public methods page
	Method() string // what the service checks (stored, published: Ofcom asks for it)
	// AuthURL is where the visitor goes; the provider comes back to redirectURL with
	// code and state. verifier is the PKCE verifier (S256), nonce binds the ID token.
	AuthURL(ctx context.Context, redirectURL, state, nonce, verifier string) (string, error)
	// Finish exchanges the code and checks the answer; an error means: refused.
	Finish(ctx context.Context, redirectURL, code, verifier, nonce string) (Result, error)
}

// Result is all a provider tells the site.
type Result struct {
	Over18  bool
	TokenID string    // the ID token's jti, else a hash of it: a second use is refused
	Expires time.Time // the token's expiry: how long its id is kept
}

// ErrRefused wraps every reason a provider's answer is not accepted.
var ErrRefused = errors.New("age check refused")

// OIDC is any age-verification service that speaks OpenID Connect (authorization code,
// PKCE S256, nonce): the ID token's signature (JWKS from discovery), issuer, audience
// and expiry are checked by go-oidc, the nonce and the over-18 claim here.
type OIDC struct {
	Key, Label, Checks string // ID, Name, Method
	Issuer             string
	ClientID, Secret   string
	Claim              string // the claim that carries "over 18" (true)
	Scopes             []string

	mu       sync.Mutex
	provider *oidc.Provider // discovered on first use (the issuer may be this very server)
}

func (o *OIDC) ID() string     { return o.Key }
func (o *OIDC) Name() string   { return o.Label }
func (o *OIDC) Method() string { return o.Checks }

func (o *OIDC) discover(ctx context.Context) (*oidc.Provider, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.provider != nil {
		return o.provider, nil
	}
	p, err := oidc.NewProvider(ctx, o.Issuer)
	if err != nil {
		return nil, err
	}
	o.provider = p
	return p, nil
}

func (o *OIDC) config(p *oidc.Provider, redirectURL string) *oauth2.Config {
	scopes := o.Scopes
	if len(scopes) == 0 {
		scopes = []string{oidc.ScopeOpenID}
	}
	return &oauth2.Config{ClientID: o.ClientID, ClientSecret: o.Secret, Endpoint: p.Endpoint(), RedirectURL: redirectURL, Scopes: scopes}
}

func (o *OIDC) AuthURL(ctx context.Context, redirectURL, state, nonce, verifier string) (string, error) {
	p, err := o.discover(ctx)
	if err != nil {
		return "", err
	}
	return o.config(p, redirectURL).AuthCodeURL(state, oidc.Nonce(nonce), oauth2.S256ChallengeOption(verifier)), nil
}

func (o *OIDC) Finish(ctx context.Context, redirectURL, code, verifier, nonce string) (Result, error) {
	p, err := o.discover(ctx)
	if err != nil {
		return Result{}, err
	}
	tok, err := o.config(p, redirectURL).Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		return Result{}, fmt.Errorf("%w: token exchange: %v", ErrRefused, err)
	}
	raw, _ := tok.Extra("id_token").(string)
	if raw == "" {
		return Result{}, fmt.Errorf("%w: no id_token", ErrRefused)
	}
	// Signature (the issuer's JWKS), iss, aud = our client id, exp.
	idt, err := p.Verifier(&oidc.Config{ClientID: o.ClientID}).Verify(ctx, raw)
	if err != nil {
		return Result{}, fmt.Errorf("%w: %v", ErrRefused, err)
	}
	if idt.Nonce == "" || idt.Nonce != nonce {
		return Result{}, fmt.Errorf("%w: wrong nonce", ErrRefused)
	}
	claims := map[string]any{}
	if err := idt.Claims(&claims); err != nil {
		return Result{}, fmt.Errorf("%w: %v", ErrRefused, err)
	}
	id, _ := claims["jti"].(string)
	if id == "" {
		sum := sha256.Sum256([]byte(raw))
		id = "sha256:" + hex.EncodeToString(sum[:])
	}
	return Result{Over18: isTrue(claims[o.Claim]), TokenID: o.Key + ":" + id, Expires: idt.Expiry}, nil
}

// isTrue: a claim of true (some providers send "true").
func isTrue(v any) bool {
	switch t := v.(type) {
	case bool:
		return t
	case string:
		return t == "true"
	}
	return false
}
