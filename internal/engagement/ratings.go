package engagement

import (
	"encoding/json"
	"errors"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"reelhouse/internal/apierr"
	"reelhouse/internal/catalog"
	"reelhouse/internal/groupcommit"
)

type ratingResult struct {
	RatingType   *string `json:"rating_type"`
	Likes        int     `json:"likes"`
	Dislikes     int     `json:"dislikes"`
	Rating       float64 `json:"rating"`
	TotalRatings int     `json:"total_ratings"`
}

// rate: POST /api/reelhouse/videos/{id}/rate { rating_type: 'like'|'dislike', op_id? }
// toggles the caller's rating (NextRating); an op id makes the toggle idempotent.
func (h *handlers) rate(e *core.RequestEvent) error {
	user := siteUser(e)
	if user == nil {
		return apierr.Unauthorized("rate_sign_in", "Must be authenticated to rate videos")
	}
	if err := h.requireVerified(e, user, ratingVerifyMessage); err != nil {
		return err
	}
	var body struct {
		RatingType any `json:"rating_type"`
		OpID       any `json:"op_id"`
	}
	if err := readBody(e, &body); err != nil {
		return err
	}
	kind, _ := body.RatingType.(string)
	if kind != "like" && kind != "dislike" {
		return apierr.BadRequest("rating_type_invalid", "rating_type must be 'like' or 'dislike'")
	}
	opID, err := opIDOf(body.OpID)
	if err != nil {
		return apierr.BadRequest("op_id_invalid", err.Error())
	}
	videoID := e.Request.PathValue("id")
	// A video moderation hid is gone for all but admins and its creator (issue 36).
	if ok, err := catalog.VisibleTo(e, videoID); err != nil {
		return e.InternalServerError("", err)
	} else if !ok {
		return apierr.NotFound("video_not_found", "Video not found")
	}

	var out json.RawMessage
	var refused error
	err = h.writes.Do(func(tx core.App) error {
		var err error
		out, refused, err = once(tx, user.Id, opID, "rate:"+kind, videoID, func() (any, error) {
			current, err := tx.FindFirstRecordByFilter("video_ratings", "video = {:v} && user = {:u}", dbx.Params{"v": videoID, "u": user.Id})
			if err != nil && !isNoRows(err) {
				return nil, err
			}
			was := ""
			if current != nil {
				was = current.GetString("rating_type")
			}
			action, result := NextRating(was, kind)
			switch {
			case action == "create":
				col, err := tx.FindCachedCollectionByNameOrId("video_ratings")
				if err != nil {
					return nil, err
				}
				r := core.NewRecord(col)
				r.Set("video", videoID)
				r.Set("user", user.Id)
				r.Set("rating_type", kind)
				err = tx.Save(r)
				if err != nil {
					return nil, err
				}
			case action == "delete":
				if err := tx.Delete(current); err != nil {
					return nil, err
				}
			default:
				current.Set("rating_type", kind)
				if err := tx.Save(current); err != nil {
					return nil, err
				}
			}
			res := ratingResult{}
			if result != "" {
				res.RatingType = &result
			}
			var s struct {
				Likes        int     `db:"likes"`
				Dislikes     int     `db:"dislikes"`
				Rating       float64 `db:"rating"`
				TotalRatings int     `db:"total_ratings"`
			}
			if err := groupcommit.Query(tx, "SELECT likes, dislikes, rating, total_ratings FROM video_stats WHERE video = {:v}").
				Bind(dbx.Params{"v": videoID}).One(&s); err != nil && !isNoRows(err) {
				return nil, err
			}
			res.Likes, res.Dislikes, res.Rating, res.TotalRatings = s.Likes, s.Dislikes, s.Rating, s.TotalRatings
			return res, nil
		})
		return err
	})
	return h.answer(e, out, refused, err)
}

// answer: the route's JSON, the refusal (an op id reused for another action) as 400, or
// the error as 500.
func (h *handlers) answer(e *core.RequestEvent, out json.RawMessage, refused, err error) error {
	if refused != nil {
		return apierr.BadRequest("op_id_conflict", refused.Error())
	}
	if err != nil {
		return e.InternalServerError("", err)
	}
	return e.Blob(200, "application/json", out)
}

func opIDOf(v any) (string, error) {
	if v == nil || v == "" {
		return "", nil
	}
	s, _ := v.(string)
	if !IsOpID(s) {
		return "", errors.New("op_id must be 15 characters from a-z and 0-9")
	}
	return s, nil
}

// ratingStep: the stats change of one rating row appearing (+1) or going (-1).
func ratingStep(app core.App, videoID, kind string, sign int) error {
	l, d := 0, 0
	if kind == "like" {
		l = sign
	} else if kind == "dislike" {
		d = sign
	} else {
		return nil
	}
	// SQLite evaluates every SET expression on the old row, so the new counts are spelled out.
	nl, nd := "(likes + {:l})", "(dislikes + {:d})"
	_, err := app.DB().NewQuery(`UPDATE video_stats SET likes = ` + nl + `, dislikes = ` + nd + `,
		total_ratings = ` + nl + ` + ` + nd + `, rating = ` + starsSQL(nl, nd) + ` WHERE video = {:v}`).
		Bind(dbx.Params{"l": l, "d": d, "v": videoID}).Execute()
	return err
}

// starsSQL: Stars in SQL (internal/repair has the same; tests/fixtures/star-rating.json).
func starsSQL(l, d string) string {
	return "CASE WHEN (" + l + " + " + d + ") = 0 THEN 0 ELSE ROUND(50.0 * " + l + " / (" + l + " + " + d + ")) / 10.0 END"
}
