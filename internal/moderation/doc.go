// Package moderation is trust and safety (issue 23, docs/api-moderation.md): reports and
// the cases they open, the admin decisions on them, DMCA notices and suspension. Every
// decision writes an audit entry (internal/audit) in its own transaction.
package moderation

import "reelhouse/internal/audit"

const auditCollection = audit.Collection

var (
	Audit   = audit.Write
	ActorOf = audit.ActorOf
	System  = audit.System
)
