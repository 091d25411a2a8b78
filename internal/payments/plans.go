package payments

import (
	"encoding/json"
	"fmt"
	"math"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Plan is one entry of the `plans` setting (migration 1763781000). The ids are fixed
// (payments.plan is a select of them); the admin edits name, price, currency and period.
type Plan struct {
	ID       string  `json:"id"`
	Name     string  `json:"name"`
	Price    float64 `json:"price"`
	Currency string  `json:"currency"`
	Period   string  `json:"period"` // "month" or "year"
}

// PlanIDs in display order.
var PlanIDs = []string{"monthly", "yearly"}

// DefaultPlans are the seeded plans (spec §9), used when the setting is missing or broken.
func DefaultPlans() map[string]Plan {
	return map[string]Plan{
		"monthly": {ID: "monthly", Name: "Monthly", Price: 9.99, Currency: "EUR", Period: "month"},
		"yearly":  {ID: "yearly", Name: "Yearly", Price: 99.99, Currency: "EUR", Period: "year"},
	}
}

// parsePlans reads the stored JSON; entries that are not valid keep their default, so a
// bad row can never produce a zero price.
func parsePlans(raw []byte) map[string]Plan {
	out := DefaultPlans()
	var stored map[string]Plan
	if len(raw) == 0 || json.Unmarshal(raw, &stored) != nil {
		return out
	}
	for _, id := range PlanIDs {
		p, ok := stored[id]
		if !ok || !validPrice(p.Price) || len(p.Currency) != 3 || (p.Period != "month" && p.Period != "year") || p.Name == "" {
			continue
		}
		p.ID = id
		p.Price = cents(p.Price) / 100
		out[id] = p
	}
	return out
}

func validPrice(v float64) bool { return !math.IsNaN(v) && v > 0 && v <= 100000 }

// cents rounds an amount to whole cents (as a float, so 9.99 → 999).
func cents(v float64) float64 { return math.Round(v * 100) }

// loadPlans reads the `plans` settings row.
func loadPlans(app core.App) map[string]Plan {
	rec, err := app.FindFirstRecordByData("settings", "key", "plans")
	if err != nil {
		return DefaultPlans()
	}
	return parsePlans([]byte(rec.GetString("value")))
}

// Extend is the new premium end: max(now, current) + one period. Calendar arithmetic
// (Go's AddDate normalises, so Jan 31 + 1 month = Mar 3; a month is never shorter than
// 28 days and the member never loses paid time).
func Extend(current, now time.Time, period string) (time.Time, error) {
	start := now
	if current.After(now) {
		start = current
	}
	switch period {
	case "month":
		return start.AddDate(0, 1, 0), nil
	case "year":
		return start.AddDate(1, 0, 0), nil
	}
	return time.Time{}, fmt.Errorf("unknown period %q", period)
}
