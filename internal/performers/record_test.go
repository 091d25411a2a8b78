package performers

import (
	"slices"
	"testing"
	"time"
)

func date(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t
}

func complete() Record {
	return Record{LegalName: "Jane Roe", StageNames: []string{"Jay"}, DateOfBirth: date("2000-05-10"), IDMethod: "document",
		HasIDDocument: true, HasRelease: true, ConsentRecording: true, ConsentPublication: true, Verified: true}
}

func TestAgeOnBirthdays(t *testing.T) {
	cases := []struct {
		dob, on string
		want    int
	}{
		{"2000-05-10", "2018-05-09", 17},
		{"2000-05-10", "2018-05-10", 18},
		{"2000-02-29", "2018-02-28", 17},
		{"2000-02-29", "2018-03-01", 18},
		{"2000-12-31", "2019-01-01", 18},
	}
	for _, c := range cases {
		if got := AgeOn(date(c.dob), date(c.on)); got != c.want {
			t.Errorf("AgeOn(%s, %s) = %d, want %d", c.dob, c.on, got, c.want)
		}
	}
}

func TestProblems(t *testing.T) {
	if p := Problems(complete(), date("2024-01-01")); len(p) != 0 {
		t.Fatalf("complete record: %v", p)
	}
	r := complete()
	r.Verified = false
	if p := Problems(r, date("2024-01-01")); !slices.Equal(p, []string{"unverified"}) {
		t.Fatalf("unverified: %v", p)
	}
	// 18 on 2018-05-10: a production the day before is refused, that day is allowed.
	if p := Problems(complete(), date("2018-05-09")); !slices.Equal(p, []string{"under_18"}) {
		t.Fatalf("under 18: %v", p)
	}
	if p := Problems(complete(), date("2018-05-10")); len(p) != 0 {
		t.Fatalf("18th birthday: %v", p)
	}
	r = complete()
	r.HasRelease = false
	if p := Problems(r, date("2024-01-01")); !slices.Equal(p, []string{"incomplete"}) {
		t.Fatalf("no release: %v", p)
	}
}

func TestMissing(t *testing.T) {
	r := Record{IDMethod: "creator_application", StageNames: []string{"  ", "a", "A "}}
	got := Missing(r)
	want := []string{"legal_name", "date_of_birth", "creator_application", "release", "consent_recording", "consent_publication"}
	if !slices.Equal(got, want) {
		t.Fatalf("Missing = %v, want %v", got, want)
	}
	r.OwnerApproved = true
	if slices.Contains(Missing(r), "creator_application") {
		t.Fatal("an approved application is the ID check")
	}
	// Download consent is separate: not needed to publish.
	c := complete()
	c.Verified = true
	if len(Missing(c)) != 0 {
		t.Fatal("download consent must not be required")
	}
	if got := CleanStageNames([]string{" Jay  Dee ", "jay dee", ""}); !slices.Equal(got, []string{"Jay Dee"}) {
		t.Fatalf("CleanStageNames = %v", got)
	}
}
