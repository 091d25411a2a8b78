package moderation

import (
	"net/mail"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
)

// The statement of reasons (issue 38 item 2; DSA Art. 17): every decision on a case tells
// the uploader what was decided, why, on which rule of the site's terms, and how to appeal.
// It is stored on the case with the decision (same transaction), written as a notification
// (same transaction) and mailed after the commit (a slow mail server never holds the
// database's one writer).

// rule: a rule of the site's terms (/terms#<id>) a reason falls under.
type rule struct {
	ID, Title string
}

// rules: the terms' rule for each report reason ("" covers a held upload's review).
var rules = map[string]rule{
	"under_18":            {"adults-only", "Everyone depicted is 18 or older"},
	"non_consensual":      {"consent", "Everyone depicted consented to recording and publication"},
	"depicted_no_consent": {"consent", "Everyone depicted consented to recording and publication"},
	"copyright":           {"copyright", "Only content you own or are licensed to publish (DMCA policy)"},
	"spam":                {"spam", "No spam or misleading content"},
	"other":               {"content-rules", "The content rules"},
	"":                    {"content-rules", "The content rules"},
}

// decisionTexts: what a decision means for the uploader, in English (the PWA renders the
// notification's kind and params in the reader's language).
var decisionTexts = map[string]string{
	"dismiss":         "The report was reviewed and no action was taken: your item stays up.",
	"hide":            "Your item was hidden from the public site while it is reviewed.",
	"remove":          "Your item was removed from the site.",
	"restore":         "Your item was restored to the site.",
	"approve":         "Your upload was approved and published.",
	"appeal_upheld":   "The appeal was reviewed by another moderator and the decision stands.",
	"appeal_reversed": "The appeal was reviewed by another moderator and the decision was reversed.",
}

// appealable: decisions the uploader may appeal (those against their item).
func uploaderMayAppeal(status string) bool { return status == "removed" || status == "hidden" }

// depictedMayAppeal: decisions a depicted person may appeal (the item stayed up).
func depictedMayAppeal(status string) bool { return status == "dismissed" || status == "restored" }

// statementOf: the statement of reasons for action on case c, decided now with reason.
func statementOf(c *core.Record, action, reason string, now time.Time) map[string]any {
	r := rules[c.GetString("top_reason")]
	st := map[string]any{
		"decision": action, "what": decisionTexts[action], "why": reason,
		"rule":      map[string]any{"id": r.ID, "title": r.Title, "url": "/terms#" + r.ID},
		"reference": c.GetString("reference"), "decided_at": now.UTC().Format(time.RFC3339),
	}
	status := decisions[action]
	switch {
	case strings.HasPrefix(action, "appeal_"):
		st["appeal"] = "This was the decision on the appeal; it is final on this site. You may still go to court or, in the EU, to a certified out-of-court dispute settlement body."
	case uploaderMayAppeal(status):
		until := now.Add(AppealWindow).UTC()
		st["appeal_until"] = until.Format(time.RFC3339)
		st["appeal"] = "You can appeal once within 7 days, until " + until.Format("January 2, 2006 15:04 UTC") +
			", in your creator dashboard (Cases). Another moderator decides the appeal."
	default:
		st["appeal"] = "Nothing was taken down, so there is nothing to appeal."
	}
	return st
}

// statementText: the statement in English, for the notification's content and the mail.
func statementText(title string, st map[string]any) string {
	r, _ := st["rule"].(map[string]any)
	return "Case " + str(st["reference"]) + ": \"" + title + "\"\n\n" +
		"What was decided: " + str(st["what"]) + "\n" +
		"Why: " + str(st["why"]) + "\n" +
		"Rule of the terms: " + str(r["title"]) + " (" + str(r["url"]) + ")\n" +
		"How to appeal: " + str(st["appeal"])
}

func str(v any) string { s, _ := v.(string); return s }

// outgoing: a mail to send once the decision's transaction has committed.
type outgoing struct {
	to, subject, text string
}

// sendAfterCommit sends mails in the background (the decision already stands; a failed
// mail is logged, the notification in the member's inbox is the record).
func sendAfterCommit(app core.App, mails []outgoing) {
	if len(mails) == 0 {
		return
	}
	go func() {
		for _, m := range mails {
			msg := &mailer.Message{
				From:    mail.Address{Address: app.Settings().Meta.SenderAddress, Name: app.Settings().Meta.SenderName},
				To:      []mail.Address{{Address: m.to}},
				Subject: m.subject,
				Text:    m.text,
				HTML:    "<pre style=\"font-family:inherit;white-space:pre-wrap\">" + htmlEscape(m.text) + "</pre>",
			}
			if err := app.NewMailClient().Send(msg); err != nil {
				app.Logger().Error("moderation: a mail failed", "subject", m.subject, "error", err.Error())
			}
		}
	}()
}

func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", "\"", "&quot;").Replace(s)
}

// itemTitle: the video's title or the comment's text, for the statement ("" once gone).
func itemTitle(tx core.App, c *core.Record) string {
	if c.GetString("item_type") == "video" {
		if v, err := tx.FindRecordById("videos", c.GetString("item")); err == nil {
			return v.GetString("title")
		}
		return ""
	}
	if m, err := tx.FindRecordById("comments", c.GetString("item")); err == nil {
		return m.GetString("content")
	}
	return ""
}

// tellUploader: the statement as a notification (in tx) and a mail to send after the
// commit. A case without a creator (a deleted account) tells no one.
func tellUploader(tx core.App, c *core.Record, kind, title string, st map[string]any) ([]outgoing, error) {
	if c.GetString("creator") == "" {
		return nil, nil
	}
	params := map[string]any{"title": title, "reference": c.GetString("reference"), "reason": str(st["why"]),
		"decision": st["decision"], "rule": st["rule"], "appeal_until": st["appeal_until"]}
	subject := "A decision on your content (case " + c.GetString("reference") + ")"
	if kind == "video_removed" {
		subject = "Your video was taken down"
	}
	text := statementText(title, st)
	if err := notify(tx, c.GetString("creator"), kind, params, subject, text); err != nil {
		return nil, err
	}
	u, err := tx.FindRecordById("users", c.GetString("creator"))
	if err != nil || u.Email() == "" {
		return nil, nil // no address: the inbox has it
	}
	return []outgoing{{to: u.Email(), subject: subject, text: text}}, nil
}
