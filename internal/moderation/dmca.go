package moderation

import (
	"database/sql"
	"errors"
	"net/http"
	"net/mail"
	"net/url"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/routes"
	"reelhouse/internal/textcheck"
)

type dmcaBody struct {
	Work      string   `json:"work"`
	URLs      []string `json:"urls"`
	Name      string   `json:"name"`
	Email     string   `json:"email"`
	Address   string   `json:"address"`
	Phone     string   `json:"phone"`
	GoodFaith bool     `json:"good_faith"`
	Accuracy  bool     `json:"accuracy"`
	Signature string   `json:"signature"`
}

// videoSlug: the slug of a /video/{slug} URL (any host: the notifier copies what they see).
func videoSlug(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return ""
	}
	rest, ok := strings.CutPrefix(u.Path, routes.Get().Routes["video"].Prefix())
	if !ok || rest == "" || strings.Contains(strings.TrimSuffix(rest, "/"), "/") {
		return ""
	}
	return strings.TrimSuffix(rest, "/")
}

// POST /api/reelhouse/dmca: a notice with the fields 17 U.S.C. 512(c)(3) asks for opens a
// copyright case on the first named video; the notifier gets the case's reference.
func dmca(e *core.RequestEvent) error {
	var b dmcaBody
	if err := e.BindBody(&b); err != nil {
		return apierr.BadRequest("dmca_invalid", "Invalid notice.")
	}
	// A required field must show something: NUL, bidi or zero-width characters alone are no
	// description, name or signature (issue 36 §7).
	trim := func(s *string, n int) bool { *s = strings.TrimSpace(*s); return textcheck.Visible(*s) && len(*s) <= n }
	switch {
	case !trim(&b.Work, 2000):
		return apierr.BadRequest("dmca_work_required", "Describe the copyrighted work.")
	case len(b.URLs) == 0 || len(b.URLs) > 20:
		return apierr.BadRequest("dmca_urls_required", "List the infringing URLs on this site (at most 20).")
	case !trim(&b.Name, 200) || !trim(&b.Signature, 200):
		return apierr.BadRequest("dmca_signature_required", "Give your full name and signature.")
	case !b.GoodFaith || !b.Accuracy:
		return apierr.BadRequest("dmca_statements_required", "Both statements are required for a valid notice.")
	case len(b.Address) > 500 || len(b.Phone) > 50:
		return apierr.BadRequest("dmca_contact_too_long", "The contact details are too long.")
	case !optionalVisible(b.Address):
		return textcheck.Refusal("address")
	case !optionalVisible(b.Phone):
		return textcheck.Refusal("phone")
	}
	if a, err := mail.ParseAddress(strings.TrimSpace(b.Email)); err != nil || len(b.Email) > 200 || a.Address != strings.TrimSpace(b.Email) {
		return apierr.BadRequest("email_invalid", "Give a valid email address.")
	}
	var video *core.Record
	for _, raw := range b.URLs {
		slug := videoSlug(raw)
		if slug == "" || len(raw) > 500 {
			return apierr.BadRequest("dmca_url_not_video", "Each URL must be a video page on this site (…/video/…).")
		}
		v, err := e.App.FindFirstRecordByData("videos", "slug", slug)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return failed(e, "finding a noticed video", err)
		}
		if err != nil {
			return apierr.New(http.StatusBadRequest, "dmca_no_video", "No video at "+raw+".", map[string]any{"url": raw})
		}
		if video == nil {
			video = v
		}
	}
	var ref string
	err := e.App.RunInTransaction(func(tx core.App) error {
		c := core.NewRecord(mustCol(tx, "moderation_cases"))
		c.Set("item_type", "video")
		c.Set("item", video.Id)
		c.Set("creator", video.GetString("creator"))
		c.Set("source", "dmca")
		c.Set("status", "open")
		c.Set("top_reason", "copyright")
		c.Set("severity", severity["copyright"])
		c.Set("report_count", 1)
		c.Set("reference", reference())
		c.Set("notice", map[string]any{"work": b.Work, "urls": b.URLs, "name": b.Name, "email": strings.TrimSpace(b.Email),
			"address": strings.TrimSpace(b.Address), "phone": strings.TrimSpace(b.Phone), "good_faith": true, "accuracy": true, "signature": b.Signature})
		ref = c.GetString("reference")
		if err := tx.SaveNoValidate(c); err != nil {
			return err
		}
		return Audit(tx, ActorOf(e), "dmca.notice", "video", video.Id, "", map[string]any{"case": c.Id, "reference": ref})
	})
	if err != nil {
		return failed(e, "recording a DMCA notice", err)
	}
	return e.JSON(201, map[string]any{"reference": ref})
}

// optionalVisible: an optional free-text field is empty or shows something.
func optionalVisible(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || textcheck.Visible(s)
}
