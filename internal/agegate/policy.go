// Package agegate is age assurance by region (issue 37 items 1–3): the region of a
// request (a header the operator's proxy sets, else a GeoIP file, else unknown), the policy
// of that region (click-through, verify or block; shipped as data, overridden by the
// admin), a gate in front of every route that sends nothing adult to a visitor from a
// verify region until they passed a provider, and the providers (OpenID Connect, and a
// local fake one for demos and tests). It stores only the answer: over 18, provider,
// method, region, time. docs/age-assurance.md.
package agegate

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"
)

// Action is what a region's policy asks of a visitor.
type Action string

const (
	ClickThrough Action = "click-through" // the PWA's "I am 18" dialog (src/features/age-gate)
	Verify       Action = "verify"        // a provider's check before anything adult
	Block        Action = "block"         // HTTP 451 on every request
)

// Unknown is the region of a request no header or GeoIP entry places, and the table key
// of the operator's default for regions it does not name.
const Unknown = "*"

// euDefault is the table key applied to EU member states without their own entry.
const euDefault = "EU"

// Rule is one region's policy.
type Rule struct {
	Region      string `json:"region"`
	Action      Action `json:"action"`
	RenewalDays int    `json:"renewal_days"`
	Law         string `json:"law,omitempty"`
	Overridden  bool   `json:"overridden,omitempty"` // set by the admin, not the shipped default
}

//go:embed policy.json
var defaultPolicyJSON []byte

// MaxRenewalDays bounds an override: a check lasts at most a year.
const MaxRenewalDays = 365

// DefaultRules is the shipped table (policy.json), in its order.
func DefaultRules() []Rule {
	var doc struct {
		Regions []Rule `json:"regions"`
	}
	if err := json.Unmarshal(defaultPolicyJSON, &doc); err != nil {
		panic("agegate: policy.json: " + err.Error())
	}
	return doc.Regions
}

// isRegion: ISO 3166-1 alpha-2, optionally with an ISO 3166-2 subdivision (US-TX,
// GB-SCT); EU has the same shape. Written out, not a regexp: every request runs it.
func isRegion(s string) bool {
	upper := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	if len(s) < 2 || !upper(s[0]) || !upper(s[1]) {
		return false
	}
	if len(s) == 2 {
		return true
	}
	if s[2] != '-' || len(s) < 4 || len(s) > 6 {
		return false
	}
	for i := 3; i < len(s); i++ {
		if !upper(s[i]) && !(s[i] >= '0' && s[i] <= '9') {
			return false
		}
	}
	return true
}

// ValidRegionKey: a key an override may name.
func ValidRegionKey(k string) bool { return k == Unknown || isRegion(k) }

// ValidateRule checks an override as the admin sent it.
func ValidateRule(r Rule) error {
	if !ValidRegionKey(r.Region) {
		return fmt.Errorf("region must be a country code (GB), a subdivision (US-TX), EU or *")
	}
	switch r.Action {
	case ClickThrough, Verify, Block:
	default:
		return fmt.Errorf("action must be click-through, verify or block")
	}
	if r.RenewalDays < 1 || r.RenewalDays > MaxRenewalDays {
		return fmt.Errorf("renewal_days must be between 1 and %d", MaxRenewalDays)
	}
	return nil
}

// Table is the effective policy: the shipped rules with the admin's overrides on top.
// Read on every request without a lock: a change swaps the whole map.
type Table struct {
	rules atomic.Pointer[map[string]Rule]
}

// NewTable builds a table from the defaults and overrides (later entries win).
func NewTable(defaults, overrides []Rule) *Table {
	t := &Table{}
	t.Set(defaults, overrides)
	return t
}

// Set replaces the table.
func (t *Table) Set(defaults, overrides []Rule) {
	m := make(map[string]Rule, len(defaults)+len(overrides))
	for _, r := range defaults {
		m[r.Region] = r
	}
	for _, r := range overrides {
		if d, ok := m[r.Region]; ok && r.Law == "" {
			r.Law = d.Law
		}
		r.Overridden = true
		m[r.Region] = r
	}
	if _, ok := m[Unknown]; !ok {
		m[Unknown] = Rule{Region: Unknown, Action: ClickThrough, RenewalDays: 30}
	}
	t.rules.Store(&m)
}

// Rules lists the effective table.
func (t *Table) Rules() map[string]Rule { return *t.rules.Load() }

// For is the rule of a request's region: the subdivision's own entry (US-TX), else the
// country's (US), else the EU default for a member state, else the unknown entry.
func (t *Table) For(region string) Rule {
	m := *t.rules.Load()
	if r, ok := m[region]; ok {
		return r
	}
	country, _, _ := strings.Cut(region, "-")
	if r, ok := m[country]; ok {
		return r
	}
	if euMembers[country] {
		if r, ok := m[euDefault]; ok {
			return r
		}
	}
	return m[Unknown]
}

// euMembers: the 27 member states (ISO 3166-1; Greece is GR).
var euMembers = map[string]bool{
	"AT": true, "BE": true, "BG": true, "HR": true, "CY": true, "CZ": true, "DK": true, "EE": true, "FI": true,
	"FR": true, "DE": true, "GR": true, "HU": true, "IE": true, "IT": true, "LV": true, "LT": true, "LU": true,
	"MT": true, "NL": true, "PL": true, "PT": true, "RO": true, "SK": true, "SI": true, "ES": true, "SE": true,
}
