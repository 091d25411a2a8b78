package web

import (
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

func record(name string, values map[string]any) *core.Record {
	c := core.NewBaseCollection(name)
	for k := range values {
		if k == "name_i18n" || k == "translations" {
			c.Fields.Add(&core.JSONField{Name: k, MaxSize: 1 << 20})
		} else {
			c.Fields.Add(&core.TextField{Name: k})
		}
	}
	r := core.NewRecord(c)
	for k, v := range values {
		r.Set(k, v)
	}
	return r
}

func TestCategoryMetaInTheLanguage(t *testing.T) {
	rec := record("categories", map[string]any{
		"name": "Beach", "meta_title": "Beach videos, sunny", "meta_description": "English words", "description": "",
		"name_i18n": map[string]string{"de": "Strand"},
	})
	de := categoryMeta(rec, "de", "Reelhouse", "")
	if de.Title != "Strand – Erwachsenenvideos | Reelhouse" || !strings.Contains(de.Description, "Strand") || strings.Contains(de.Description, "English") {
		t.Errorf("de: %+v", de)
	}
	// No French name: the original, with the admin's meta title.
	if fr := categoryMeta(rec, "fr", "Reelhouse", ""); fr.Title != "Beach videos, sunny | Reelhouse" || fr.Description != "English words" {
		t.Errorf("fr: %+v", fr)
	}
	if en := categoryMeta(rec, "en", "Reelhouse", ""); en.Title != "Beach videos, sunny | Reelhouse" {
		t.Errorf("en: %+v", en)
	}
	plain := record("categories", map[string]any{"name": "Beach", "meta_title": "", "meta_description": "", "description": "", "name_i18n": nil})
	if es := categoryMeta(plain, "es", "Reelhouse", ""); es.Title != "Vídeos para adultos de Beach | Reelhouse" {
		t.Errorf("es without a translation: %+v", es)
	}
}

func TestBlogMetaInTheLanguage(t *testing.T) {
	rec := record("blogs", map[string]any{
		"title": "Hello", "meta_title": "Hello, SEO", "meta_description": "English summary", "content_html": "<p>English body</p>",
		"translations": map[string]map[string]string{"de": {"title": "Hallo", "excerpt": "Deutsche Zusammenfassung"}, "es": {"content_html": "<p>Cuerpo</p>"}},
	})
	if de := blogMeta(rec, "de", "Reelhouse"); de.Title != "Hallo | Reelhouse" || de.Description != "Deutsche Zusammenfassung" {
		t.Errorf("de: %+v", de)
	}
	// A body without a title: the original's title and meta.
	if es := blogMeta(rec, "es", "Reelhouse"); es.Title != "Hello, SEO | Reelhouse" || es.Description != "English summary" {
		t.Errorf("es: %+v", es)
	}
	if en := blogMeta(rec, "en", "Reelhouse"); en.Title != "Hello, SEO | Reelhouse" {
		t.Errorf("en: %+v", en)
	}
}
