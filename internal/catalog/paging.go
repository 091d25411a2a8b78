package catalog

import (
	"strconv"
	"strings"
)

// Paging of the list routes: `page` (1-based) and `perPage` from the query string,
// clamped; the same contract as pb_hooks/lib/paging.js, which the JS list routes use.
const (
	defaultPerPage = 12
	maxPerPage     = 100
	maxPage        = 1000000 // far beyond any real catalog; keeps offsets small integers
)

type paging struct {
	Page, PerPage, Offset, Limit int
}

// toInt parses an optionally signed decimal integer; garbage gives fallback, and a
// number too large for int saturates (it is clamped by the caller anyway).
func toInt(text string, fallback int) int {
	text = strings.TrimSpace(text)
	if text == "" {
		return fallback
	}
	digits := strings.TrimLeft(text, "+-")
	if len(text)-len(digits) > 1 || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return fallback
	}
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil { // out of range: only digits got here
		if text[0] == '-' {
			return -maxPage
		}
		return maxPage * maxPerPage
	}
	if n > maxPage*maxPerPage {
		return maxPage * maxPerPage
	}
	if n < -maxPage {
		return -maxPage
	}
	return int(n)
}

func clamp(n, lo, hi int) int { return max(lo, min(n, hi)) }

// parsePaging: defPerPage and maxPer of 0 mean the defaults.
func parsePaging(page, perPage string, defPerPage, maxPer int) paging {
	if maxPer == 0 {
		maxPer = maxPerPage
	}
	if defPerPage == 0 {
		defPerPage = defaultPerPage
	}
	p := clamp(toInt(page, 1), 1, maxPage)
	pp := clamp(toInt(perPage, defPerPage), 1, maxPer)
	return paging{Page: p, PerPage: pp, Offset: (p - 1) * pp, Limit: pp}
}

// pastEnd: the page starts after the last item, so the list query can be skipped.
func (p paging) pastEnd(total int) bool { return p.Offset >= total }

// pageResult is the list envelope. Extra top-level fields (search mode, creator) are
// set by the routes that have them.
type pageResult struct {
	Items      []card `json:"items"`
	Page       int    `json:"page"`
	PerPage    int    `json:"perPage"`
	TotalItems int    `json:"totalItems"`
	TotalPages int    `json:"totalPages"`
	// Searches: totalItems is a lower bound (searchCountCap matches or more).
	TotalCapped bool `json:"totalCapped,omitempty"`
	// search
	Mode       string  `json:"mode,omitempty"`
	Query      *string `json:"query,omitempty"`
	IsFallback *bool   `json:"is_fallback,omitempty"`
	// creator lists
	Creator *string `json:"creator,omitempty"`
	// tag pages
	Tag *string `json:"tag,omitempty"`
}

func newPage(items []card, p paging, total int) *pageResult {
	total = max(0, total)
	if items == nil {
		items = []card{}
	}
	return &pageResult{Items: items, Page: p.Page, PerPage: p.PerPage, TotalItems: total, TotalPages: (total + p.PerPage - 1) / p.PerPage}
}

// ParsePaging is parsePaging for the other Go list routes (internal/engagement's comments
// page), so the clamping rule exists once on the Go side.
func ParsePaging(page, perPage string, defPerPage, maxPer int) (pageNo, perPageNo, offset int) {
	p := parsePaging(page, perPage, defPerPage, maxPer)
	return p.Page, p.PerPage, p.Offset
}
