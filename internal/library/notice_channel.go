package library

import "github.com/pocketbase/pocketbase/core"

// videoForNotice: the new video as its followers' notice names it (issue 39 §4). They
// follow a channel, the creator's username; the video's author field is free text the
// creator may set to anything ("New video from Jane" from a channel called studio42), so
// the in-memory copy carries the channel's name as its author, and both the stored
// subject and the params the PWA renders (VideoParams) say the channel. Nothing is saved.
// A video without a creator (an admin's upload) keeps its author.
func videoForNotice(app core.App, id string) (*core.Record, error) {
	v, err := app.FindRecordById("videos", id)
	if err != nil {
		return nil, err
	}
	if creator := v.GetString("creator"); creator != "" {
		if u, err := app.FindRecordById("users", creator); err == nil && u.GetString("username") != "" {
			v.Set("author", u.GetString("username"))
		}
	}
	return v, nil
}
