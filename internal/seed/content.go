package seed

import (
	"fmt"
	"html"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/security"
)

const thumbnailCount = 24

func randomPassword() string { return security.RandomString(16) }

// artwork holds every generated image, rendered before the transaction.
type artwork struct {
	thumbnails     [][]byte
	homeBanner     []byte
	logo           []byte
	partnerBanners [][]byte
	blogImages     [][]byte
}

func renderArt() (*artwork, error) {
	a := &artwork{
		thumbnails:     make([][]byte, thumbnailCount),
		partnerBanners: make([][]byte, len(partnerDefs)),
		blogImages:     make([][]byte, len(blogDefs)),
	}
	var jobs []func() error
	for i := range a.thumbnails {
		jobs = append(jobs, func() (err error) {
			a.thumbnails[i], err = thumbnailJPEG(i, strings.ToUpper(categoryDefs[i%len(categoryDefs)].Name))
			return
		})
	}
	jobs = append(jobs,
		func() (err error) {
			a.homeBanner, err = bannerJPEG(1600, 500, 330, "", "") // the hero draws its own headline over it
			return
		},
		func() (err error) { a.logo, err = logoPNG(); return },
	)
	for i, p := range partnerDefs {
		jobs = append(jobs, func() (err error) {
			a.partnerBanners[i], err = bannerJPEG(1200, 630, float64(i)*45, strings.ToUpper(p.Name), "") // the spec's banner ratio
			return
		})
	}
	for i, d := range blogDefs {
		jobs = append(jobs, func() (err error) {
			a.blogImages[i], err = bannerJPEG(1280, 720, float64(i)*40+200, fmt.Sprintf("BLOG %02d", i+1), d.Title)
			return
		})
	}
	return a, runParallel(2, jobs)
}

// runParallel runs jobs on n workers and returns the first error.
func runParallel(n int, jobs []func() error) error {
	ch := make(chan func() error)
	errs := make(chan error, len(jobs))
	var wg sync.WaitGroup
	for w := 0; w < n; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for job := range ch {
				errs <- job()
			}
		}()
	}
	for _, job := range jobs {
		ch <- job
	}
	close(ch)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

func newFile(data []byte, name string) (*filesystem.File, error) {
	return filesystem.NewFileFromBytes(data, name)
}

// seedAssets stores the thumbnails, the home banner and the logo as assets records and
// assigns the banner and logo. It returns the thumbnail URLs for the videos.
func seedAssets(txApp core.App, art *artwork, small *smallCounts) ([]string, error) {
	col, err := txApp.FindCollectionByNameOrId("assets")
	if err != nil {
		return nil, err
	}
	save := func(data []byte, name, folder, mime string) (*core.Record, error) {
		f, err := newFile(data, name)
		if err != nil {
			return nil, err
		}
		rec := core.NewRecord(col)
		rec.Set("file", f)
		rec.Set("name", name)
		rec.Set("folder", folder)
		rec.Set("mime_type", mime)
		rec.Set("size", len(data))
		if err := txApp.Save(rec); err != nil {
			return nil, fmt.Errorf("asset %s: %w", name, err)
		}
		small.assets++
		return rec, nil
	}

	var urls []string
	for i, data := range art.thumbnails {
		rec, err := save(data, fmt.Sprintf("thumbnail-%02d.jpg", i+1), "thumbnails", "image/jpeg")
		if err != nil {
			return nil, err
		}
		urls = append(urls, fmt.Sprintf("/api/files/assets/%s/%s", rec.Id, rec.GetString("file")))
	}

	banner, err := save(art.homeBanner, "home-banner.jpg", "banners", "image/jpeg")
	if err != nil {
		return nil, err
	}
	logo, err := save(art.logo, "logo.png", "branding", "image/png")
	if err != nil {
		return nil, err
	}

	assignCol, err := txApp.FindCollectionByNameOrId("asset_assignments")
	if err != nil {
		return nil, err
	}
	for _, a := range []struct {
		kind  string
		asset *core.Record
	}{{"home_banner", banner}, {"logo", logo}} {
		if _, err := txApp.FindFirstRecordByFilter(assignCol, "assignment_type = {:t} && category = ''", map[string]any{"t": a.kind}); err == nil {
			continue // an admin already chose one
		}
		rec := core.NewRecord(assignCol)
		rec.Set("asset", a.asset.Id)
		rec.Set("assignment_type", a.kind)
		if err := txApp.Save(rec); err != nil {
			return nil, fmt.Errorf("asset assignment %s: %w", a.kind, err)
		}
	}
	return urls, nil
}

func seedPartners(txApp core.App, art *artwork, small *smallCounts) error {
	col, err := txApp.FindCollectionByNameOrId("partners")
	if err != nil {
		return err
	}
	for i, p := range partnerDefs {
		rec := core.NewRecord(col)
		rec.Set("name", p.Name)
		rec.Set("url", "https://"+p.Host+"/")
		rec.Set("description", p.Description)
		// Half of them get a generated banner image (the banner file field); banner_url
		// stays empty, it is for banners hosted elsewhere.
		if i%2 == 0 {
			f, err := newFile(art.partnerBanners[i], slugify(p.Name)+"-banner.jpg")
			if err != nil {
				return err
			}
			rec.Set("banner", f)
		}
		rec.Set("display_in_header", i < 3)
		rec.Set("display_in_footer", i != 2 && i != 5)
		rec.Set("display_order", i)
		if err := txApp.Save(rec); err != nil {
			return fmt.Errorf("partner %s: %w", p.Name, err)
		}
		small.partners++
	}
	return nil
}

func seedBlogs(txApp core.App, art *artwork, authorId string, now time.Time, small *smallCounts) error {
	col, err := txApp.FindCollectionByNameOrId("blogs")
	if err != nil {
		return err
	}
	for i, d := range blogDefs {
		slug := slugify(d.Title)
		if _, err := txApp.FindFirstRecordByData(col, "slug", slug); err == nil {
			continue
		}
		var sb strings.Builder
		sb.WriteString("<h2>" + html.EscapeString(d.Title) + "</h2>\n")
		for _, p := range d.Paras {
			sb.WriteString("<p>" + html.EscapeString(p) + "</p>\n")
		}
		sb.WriteString("<ul>\n  <li>Demo content</li>\n  <li>Generated by <strong>reelhouse seed</strong></li>\n</ul>\n")
		body := sb.String()

		rec := core.NewRecord(col)
		rec.Set("title", d.Title)
		rec.Set("slug", slug)
		rec.Set("content", body)
		rec.Set("content_html", body)
		rec.Set("meta_title", truncate(d.Title+" | Reelhouse", 60))
		rec.Set("meta_description", truncate(d.Summary, 160))
		rec.Set("author", authorId)
		rec.Set("published", d.Publish)
		if d.Publish {
			rec.Set("published_at", now.Add(-time.Duration(len(blogDefs)-i)*72*time.Hour))
			f, err := newFile(art.blogImages[i], slug+".jpg")
			if err != nil {
				return err
			}
			rec.Set("featured_image", f)
		}
		if err := txApp.Save(rec); err != nil {
			return fmt.Errorf("blog %s: %w", slug, err)
		}
		small.blogs++
	}
	return nil
}
