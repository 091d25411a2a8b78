package uploads

import (
	"database/sql"
	"errors"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/bannedterms"
	"reelhouse/internal/performers"
	"reelhouse/internal/tags"
)

// Messages from the management spec (§5, §8).
const (
	MsgRequired = "Please fill in all required fields and select both video and thumbnail files"
	MsgNoCDN    = "No CDN is enabled. Please enable at least one CDN in settings."
	msgThumb    = "The thumbnail must be a JPEG, PNG or WebP image of at most 5 MB."
)

// ProcessPayload is what the `process` job needs from the form.
type ProcessPayload struct {
	Upload      string   `json:"upload"`
	VideoID     string   `json:"video_id"`
	Title       string   `json:"title"`
	Author      string   `json:"author"`
	Description string   `json:"description"`
	License     string   `json:"license"`
	Categories  []string `json:"categories"`
	Tags        []string `json:"tags,omitempty"` // normalised (internal/tags)
	HasThumb    bool     `json:"has_thumb"`
	Owner       string   `json:"owner"`
	// Records (issue 38 §1): performers, production date, the uploader's agreement.
	Records performers.Upload `json:"records"`
}

// CDN preferences (the public `cdn_preferences` setting).
type CDN struct {
	UseLocal      *bool `json:"use_local"`
	UseDoodstream bool  `json:"use_doodstream"`
	UseVidguard   bool  `json:"use_vidguard"`
	UseStreamtape bool  `json:"use_streamtape"`
}

// LoadCDN reads cdn_preferences; a missing row means the defaults (all on).
func LoadCDN(app core.App) CDN {
	t := true
	c := CDN{UseLocal: &t, UseDoodstream: true, UseVidguard: true, UseStreamtape: true}
	rec, err := app.FindFirstRecordByData("settings", "key", "cdn_preferences")
	if err == nil {
		_ = rec.UnmarshalJSONField("value", &c)
	}
	return c
}

// AnyEnabled: at least one place to play from (our own server counts).
func (c CDN) AnyEnabled() bool {
	return (c.UseLocal == nil || *c.UseLocal) || c.UseDoodstream || c.UseVidguard || c.UseStreamtape
}

// finish turns a complete upload plus the form's fields into a `process` job. Repeating
// it returns the same job (the form may resend after a dropped response).
func (s *Server) finish(e *core.RequestEvent) error {
	info, offset, err := s.load(e)
	if err != nil {
		// Already made into a video (its files are gone): the same job, as for a repeat.
		if done, ok := s.processed(e); ok {
			return e.JSON(http.StatusOK, map[string]any{"job": done.Job, "video": done.Video})
		}
		return err
	}
	if info.Job != "" {
		return s.finished(e, info.Job)
	}
	if err := e.Request.ParseMultipartForm(8 << 20); err != nil && err != http.ErrNotMultipart {
		return apierr.BadRequest("form_unreadable", "The form could not be read.")
	}
	form := e.Request.Form
	p := ProcessPayload{
		Upload:      info.ID,
		VideoID:     core.GenerateDefaultRandomId(),
		Title:       strings.TrimSpace(form.Get("title")),
		Author:      strings.TrimSpace(form.Get("author")),
		Description: strings.TrimSpace(form.Get("description")),
		License:     strings.TrimSpace(form.Get("license")),
		Owner:       info.Owner,
	}
	if e.HasSuperuserAuth() {
		p.Owner = "" // a superuser is not a member: the video has no creator
	}
	for _, c := range form["categories"] {
		for _, id := range strings.Split(c, ",") {
			if id = strings.TrimSpace(id); id != "" {
				p.Categories = append(p.Categories, id)
			}
		}
	}
	// Tags (issue 41): refused now, as banned terms below, rather than when processing saves the video.
	if raw := form["tags"]; len(raw) > 0 {
		var list []string
		for _, t := range raw {
			list = append(list, strings.Split(t, ",")...)
		}
		normal, problem := tags.Normalize(list)
		if problem != nil {
			return tags.Refusal(problem)
		}
		p.Tags = normal
	}
	useFrame := form.Get("use_frame") == "true" || form.Get("use_frame") == "1"
	var thumb []byte
	if e.Request.MultipartForm != nil {
		if fhs := e.Request.MultipartForm.File["thumbnail"]; len(fhs) > 0 {
			if fhs[0].Size > 5<<20 {
				return apierr.BadRequest("thumbnail_invalid", msgThumb)
			}
			f, err := fhs[0].Open()
			if err == nil {
				thumb, _ = io.ReadAll(io.LimitReader(f, 5<<20+1))
				f.Close()
			}
		}
	}
	if p.Title == "" || p.Author == "" || (len(thumb) == 0 && !useFrame) {
		return exactError(e, http.StatusBadRequest, MsgRequired)
	}
	if len(p.Title) > 200 || len(p.Author) > 100 || len(p.Description) > 5000 || len(p.License) > 200 {
		return apierr.BadRequest("upload_fields_too_long", "Title (200), author (100), description (5000) or license (200) is too long.")
	}
	// Banned terms (issue 38 §4) refused now, not after processing: the video's save checks
	// them again (internal/bannedterms), this only spares the uploader the wait.
	for _, f := range [][2]string{{"title", p.Title}, {"description", p.Description}} {
		if term, found := bannedterms.Current().Find(f[1]); found {
			return bannedterms.Refusal(f[0], term)
		}
	}
	if len(thumb) > 0 {
		switch http.DetectContentType(thumb) {
		case "image/jpeg", "image/png", "image/webp":
		default:
			return apierr.BadRequest("thumbnail_invalid", msgThumb)
		}
	}
	if len(p.Categories) > 50 {
		return apierr.BadRequest("too_many_categories", "At most 50 categories.")
	}
	if len(p.Categories) > 0 {
		found, err := s.App.FindRecordsByIds("categories", p.Categories)
		if err != nil {
			s.App.Logger().Error("upload finish: reading the categories failed", "error", err)
			return apis.NewInternalServerError("The categories could not be read; please try again.", nil)
		}
		if len(found) != len(p.Categories) {
			return apierr.BadRequest("category_unknown", "Unknown category.")
		}
		for _, c := range found {
			if c.GetBool("protected") {
				return apierr.BadRequest("category_protected", "Trending and Newest cannot be chosen.")
			}
		}
	}
	// Performers, production date and the uploader's agreement (internal/performers): the
	// video is made either way; without complete records it waits unpublished.
	if p.Records, err = performers.FromForm(s.App, form, p.Owner, e.HasSuperuserAuth(), time.Now()); err != nil {
		return err
	}
	if !LoadCDN(s.App).AnyEnabled() {
		return apierr.BadRequest("no_cdn_enabled", MsgNoCDN)
	}

	// The fields are recorded now, even before the last byte: when it arrives, the job is
	// queued by the server whether or not this page is still open.
	if len(thumb) > 0 {
		if err := writeFileSync(s.Store.ThumbPath(info.ID), thumb); err != nil {
			return apis.NewInternalServerError("Could not keep the thumbnail.", err)
		}
		p.HasThumb = true
	}
	cur, err := s.update(info.ID, func(cur *Info) error {
		if cur.Pending != nil {
			p.VideoID = cur.Pending.VideoID // one upload, one future video id
		}
		if cur.Job == "" {
			cur.Pending = &p
		}
		return nil
	})
	if err != nil {
		return err
	}
	if offset == info.Size {
		if cur, err = s.verify(e, cur); err != nil {
			return err
		}
	}
	if cur.Job == "" {
		return e.JSON(http.StatusAccepted, map[string]any{"job": "", "video": cur.Pending.VideoID})
	}
	return s.finished(e, cur.Job)
}

func (s *Server) finished(e *core.RequestEvent, jobID string) error {
	job, err := s.App.FindRecordById("jobs", jobID)
	if errors.Is(err, sql.ErrNoRows) {
		return apierr.NotFound("upload_not_found", "Upload not found (it may have expired).")
	}
	if err != nil {
		// A database failure is not "not found": the form would give up on a live upload.
		s.App.Logger().Error("upload finish: reading the job failed", "job", jobID, "error", err)
		return apis.NewInternalServerError("The upload's job could not be read; please try again.", nil)
	}
	var prev ProcessPayload
	_ = job.UnmarshalJSONField("payload", &prev)
	return e.JSON(http.StatusOK, map[string]any{"job": job.Id, "video": prev.VideoID})
}
