// Package performers keeps the records of the people in a video (issue 38 §1, 18 U.S.C.
// §2257, Mastercard AN 5196) and the publish gate: a video is public only when it names at
// least one performer and every named performer has a complete, verified record showing
// them 18 or older on the video's production date. The rule is enforced where a video's
// visibility is written (videos' create and update hooks), so every path that publishes
// (upload processing, the record API, review approval, case decisions) meets it.
package performers

import (
	"strings"
	"time"
)

// Record is what the gate needs of a performer record.
type Record struct {
	LegalName          string
	StageNames         []string
	DateOfBirth        time.Time
	IDMethod           string // document or creator_application
	HasIDDocument      bool
	OwnerApproved      bool // the owner has an approved creator application (their own ID check)
	HasRelease         bool
	ConsentRecording   bool
	ConsentPublication bool
	Verified           bool
}

// MinAge is the age every performer must have reached on the production date.
const MinAge = 18

// Missing names what a record lacks to be complete (empty: complete). Verification is
// separate: an admin verifies a complete record.
func Missing(r Record) []string {
	var out []string
	if strings.TrimSpace(r.LegalName) == "" {
		out = append(out, "legal_name")
	}
	if len(CleanStageNames(r.StageNames)) == 0 {
		out = append(out, "stage_names")
	}
	if r.DateOfBirth.IsZero() {
		out = append(out, "date_of_birth")
	}
	switch r.IDMethod {
	case "document":
		if !r.HasIDDocument {
			out = append(out, "id_document")
		}
	case "creator_application":
		if !r.OwnerApproved {
			out = append(out, "creator_application")
		}
	default:
		out = append(out, "id_method")
	}
	if !r.HasRelease {
		out = append(out, "release")
	}
	// Download consent is recorded separately and not needed to publish.
	if !r.ConsentRecording {
		out = append(out, "consent_recording")
	}
	if !r.ConsentPublication {
		out = append(out, "consent_publication")
	}
	return out
}

// AgeOn is the age in whole years on day (calendar dates, UTC; a 29 February birthday
// counts from 1 March in other years).
func AgeOn(dob, day time.Time) int {
	dob, day = dob.UTC(), day.UTC()
	age := day.Year() - dob.Year()
	if day.Month() < dob.Month() || (day.Month() == dob.Month() && day.Day() < dob.Day()) {
		age--
	}
	return age
}

// Problems: why this record does not allow publishing a video produced on production
// (empty: it does). Codes: incomplete, unverified, under_18.
func Problems(r Record, production time.Time) []string {
	var out []string
	if len(Missing(r)) > 0 {
		out = append(out, "incomplete")
	}
	if !r.Verified {
		out = append(out, "unverified")
	}
	if !r.DateOfBirth.IsZero() && !production.IsZero() && AgeOn(r.DateOfBirth, production) < MinAge {
		out = append(out, "under_18")
	}
	return out
}

// CleanStageNames trims, drops empties and duplicates (case-insensitive).
func CleanStageNames(names []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, n := range names {
		n = strings.Join(strings.Fields(n), " ")
		k := strings.ToLower(n)
		if n == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, n)
	}
	return out
}

// Stage-name limits.
const (
	MaxStageNames   = 10
	MaxStageNameLen = 100
)

// CheckStageNames: a refusal message, or "".
func CheckStageNames(names []string) string {
	if len(names) > MaxStageNames {
		return "At most 10 stage names."
	}
	for _, n := range names {
		if len([]rune(n)) > MaxStageNameLen {
			return "A stage name is at most 100 characters."
		}
	}
	return ""
}
