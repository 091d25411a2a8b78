package catalog

// The card shape for other packages' lists (internal/library): one definition of what a
// card carries (never a playable source), so a library list cannot leak more than a
// catalog list.

// Card is a video in a list (docs/api.md "card").
type Card = card

// CardColumns selects a card's columns from videos v LEFT JOIN video_stats s.
const CardColumns = cardColumns

// ScanCard reads one CardColumns row; extra receives columns selected after them.
func ScanCard(row interface{ Scan(dest ...any) error }, extra ...any) (Card, error) {
	return scanCard(row, extra...)
}
