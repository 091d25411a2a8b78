package seed

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Everything here is deliberately bland, safe-for-work placeholder text.

type categoryDef struct {
	Name, Description string
}

var categoryDefs = []categoryDef{
	{"Sunsets", "Evenings fading into orange and violet skies."},
	{"Road Trips", "Long drives, open highways and roadside stops."},
	{"Cityscapes", "Streets, towers and traffic seen from above and below."},
	{"Test Patterns", "Color bars, sweeps and calibration charts."},
	{"Ocean Waves", "Surf, tides and quiet beaches."},
	{"Mountains", "Peaks, ridges and valleys in every season."},
	{"Night Drives", "City lights streaming past the windshield."},
	{"Timelapse", "Hours compressed into seconds."},
	{"Studio Sessions", "Clean studio setups with simple lighting."},
	{"Retro", "Warm tones and vintage film looks."},
	{"Neon", "Glowing signs and saturated colors."},
	{"Forest Walks", "Trails, moss and tall trees."},
	{"Rainy Days", "Drizzle on glass and wet pavements."},
	{"Desert", "Dunes, mesas and endless horizons."},
	{"Snowfall", "Quiet winter scenes and falling snow."},
	{"Aerial", "Landscapes from high above."},
	{"Abstract", "Shapes, gradients and motion studies."},
	{"Minimal", "Simple frames with a lot of empty space."},
	{"Vintage", "Grainy footage and faded palettes."},
	{"Lo-Fi", "Soft focus, low resolution, calm mood."},
	{"Skylines", "City silhouettes at dawn and dusk."},
	{"Harbors", "Boats, cranes and waterfront walks."},
	{"Gardens", "Flowers, hedges and greenhouses."},
	{"Railways", "Trains, tracks and station platforms."},
}

// Slugs of categories shown on the home page, in display order.
var featuredSlugs = []string{"sunsets", "road-trips", "test-patterns", "night-drives", "ocean-waves", "cityscapes"}

var premiumCategoryDefs = []struct{ Name, Slug string }{
	{"Premium Studio", "premium-studio"},
	{"Extended Cuts", "extended-cuts"},
	{"4K Collection", "4k-collection"},
	{"Behind the Scenes", "behind-the-scenes"},
}

var titleFirst = []string{
	"Sunset", "Midnight", "Golden", "Neon", "Quiet", "Harbor", "Velvet", "Silver", "Crimson",
	"Morning", "Electric", "Paper", "Coastal", "Urban", "Lunar", "Amber", "Cobalt", "Misty",
	"Highway", "Garden", "Desert", "Winter", "Summer", "Autumn", "Spring", "Rooftop", "Studio",
	"Analog", "Prism", "Echo",
}

var titleSecond = []string{
	"Drive", "Session", "Reel", "Walk", "Loop", "Study", "Dream", "Tape", "Signal", "Waves",
	"Lights", "Horizon", "Journey", "Sketch", "Motion", "Parade", "Cruise", "Glow", "Breeze",
	"Frames", "Chorus", "Mirage", "Shift", "Sequence",
}

var authors = []string{
	"Studio Alpha", "Nova Pictures", "Blue Hour Films", "Lighthouse Media", "Paper Plane Studio",
	"North Pier Productions", "Kite & Lens", "Orbit Collective", "Quiet Room Films", "Static Bloom",
	"Copperline Video", "Half Moon Media", "Signal Garden", "Granite Reels", "Open Road Studio",
	"Tidewater Films",
}

var licenses = []string{"CC BY 4.0", "CC BY-SA 4.0", "Standard License", "Royalty Free", "All rights reserved"}

var descOpeners = []string{
	"A calm %s piece shot on a single afternoon.",
	"Placeholder footage for the %s collection.",
	"A short %s clip with soft colors and steady framing.",
	"An experimental %s sequence made for testing players.",
	"Relaxed %s footage, no dialogue.",
	"A looping %s study in light and motion.",
}

var descMiddles = []string{
	"The camera drifts slowly across the scene.",
	"Shot handheld with natural light.",
	"Color graded with a warm palette.",
	"Includes a brief test pattern at the start.",
	"Recorded at a steady frame rate for smooth playback.",
	"Ambient sound only.",
	"Part of an ongoing demo series.",
}

var descClosers = []string{
	"Enjoy, and leave a rating if you like it.",
	"More clips from this series are coming soon.",
	"Thanks for watching.",
	"Feedback welcome in the comments.",
	"",
}

var commentTexts = []string{
	"Lovely colors in this one.",
	"The pacing is really relaxing.",
	"Great framing, thanks for sharing!",
	"Watched this twice already.",
	"Nice clip, more like this please.",
	"The test pattern at the start made me smile.",
	"Very smooth playback here.",
	"This would make a great screensaver.",
	"Beautiful light at the end.",
	"Short and sweet.",
	"Loving this series so far.",
	"Calm and well shot.",
}

var botNames = []string{
	"ava", "ben", "cleo", "dan", "eli", "fay", "gus", "hana", "ivo", "jade",
	"kai", "lena", "milo", "nia", "otto", "pia", "quin", "rosa", "sam", "tess",
}

var partnerDefs = []struct {
	Name, Host, Description string
}{
	{"Frame Forge", "frameforge.example.com", "Free stock backgrounds and color charts."},
	{"Pixel Harbor", "pixelharbor.example.com", "A community for hobby video makers."},
	{"Open Reel Archive", "openreel.example.org", "Public-domain footage, neatly catalogued."},
	{"Test Card Club", "testcard.example.net", "Everything about test patterns and calibration."},
	{"Slow Motion Society", "slowmo.example.com", "Tips and tools for high-frame-rate shooting."},
	{"Night Lens", "nightlens.example.com", "Low-light photography guides."},
	{"Drone Atlas", "droneatlas.example.org", "Aerial footage from around the world."},
	{"Loop Lab", "looplab.example.net", "Seamless loops for backgrounds and streams."},
}

var blogDefs = []struct {
	Title   string
	Summary string
	Paras   []string
	Publish bool
}{
	{"Welcome to Reelhouse", "What this demo site is and how to explore it.", []string{
		"Reelhouse is a self-hosted video site. Everything you see here is demo data generated by the seed command.",
		"Browse the categories, try the search box and sign in with one of the demo accounts to rate and comment.",
	}, true},
	{"How Categories Work", "Featured, virtual and regular categories explained.", []string{
		"Every video belongs to one to three categories. Trending and Newest are virtual lists computed from the catalog.",
		"Admins choose which categories appear on the home page and in which order.",
	}, true},
	{"Getting Started as a Creator", "Applying, uploading and tracking your statistics.", []string{
		"Members can apply to become creators. Once approved, creators upload their own videos and see monthly views.",
		"Uploads are stored locally or sent to the configured video hosts.",
	}, true},
	{"Premium Membership", "What premium members get.", []string{
		"Premium members can watch videos marked Premium Only and browse the premium categories.",
		"Membership can be paid by bank transfer or with a crypto payment provider.",
	}, true},
	{"Behind the Test Patterns", "Why every demo video looks like a TV test card.", []string{
		"The demo videos are generated test patterns: color bars, a moving sweep and a counter.",
		"They are tiny, license-free and make it easy to check that playback works.",
	}, true},
	{"Keyboard Shortcuts", "Controlling the player without a mouse.", []string{
		"Space toggles playback, the arrow keys seek and F switches to full screen.",
	}, true},
	{"Upcoming Features", "A draft of what comes next.", []string{
		"Playlists, watch history and better recommendations are being planned.",
	}, false},
	{"Maintenance Notes", "An unpublished draft for admins.", []string{
		"Backups run nightly. This post stays unpublished and is only visible to admins.",
	}, false},
}

func pick[T any](r *rand.Rand, list []T) T { return list[r.IntN(len(list))] }

// videoTitle returns a placeholder title like "Sunset Drive 0421" or "Test Pattern Session 12".
func videoTitle(r *rand.Rand) string {
	switch r.IntN(10) {
	case 0:
		return fmt.Sprintf("Test Pattern Session %d", 1+r.IntN(99))
	case 1:
		return fmt.Sprintf("%s %s %s Vol. %d", pick(r, titleFirst), pick(r, titleFirst), pick(r, titleSecond), 1+r.IntN(20))
	default:
		return fmt.Sprintf("%s %s %04d", pick(r, titleFirst), pick(r, titleSecond), r.IntN(10000))
	}
}

func videoDescription(r *rand.Rand, categoryName string) string {
	parts := []string{fmt.Sprintf(pick(r, descOpeners), strings.ToLower(categoryName))}
	if r.IntN(3) > 0 {
		parts = append(parts, pick(r, descMiddles))
	}
	if c := pick(r, descClosers); c != "" {
		parts = append(parts, c)
	}
	return strings.Join(parts, " ")
}

// slugify lowercases s, folds accents, turns runs of non-alphanumerics into one hyphen and
// trims hyphens: the same slugs as pb_hooks/lib/slug.js (tests/fixtures/slugify.json).
func slugify(s string) string {
	// Fold accents as pb_hooks/lib/slug.js does (NFKD, then drop the combining marks).
	if folded, _, err := transform.String(transform.Chain(norm.NFKD, runes.Remove(runes.In(unicode.Mn))), s); err == nil {
		s = folded
	}
	var b strings.Builder
	b.Grow(len(s))
	pendingHyphen := false
	for _, c := range strings.ToLower(s) {
		if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') {
			if pendingHyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			pendingHyphen = false
			b.WriteRune(c)
		} else {
			pendingHyphen = true
		}
	}
	return b.String()
}

// uniqueSlug returns slugify(title), with "-1", "-2", … appended when already taken
// (the same scheme as pb_hooks/lib/slug.js).
func uniqueSlug(title string, taken map[string]struct{}) string {
	return uniqueSlugOf(slugify(title), taken)
}

// uniqueSlugOf is uniqueSlug of a title already slugified (the bulk seed slugifies in its
// generation workers and keeps only the uniqueness check in its single writer).
func uniqueSlugOf(base string, taken map[string]struct{}) string {
	if base == "" {
		base = "video"
	}
	if len(base) > 200 {
		base = strings.TrimRight(base[:200], "-")
	}
	slug := base
	for n := 1; ; n++ {
		if _, ok := taken[slug]; !ok {
			break
		}
		slug = fmt.Sprintf("%s-%d", base, n)
	}
	taken[slug] = struct{}{}
	return slug
}

func truncate(s string, max int) string {
	if len(s) <= max {
		return s
	}
	return strings.TrimSpace(s[:max])
}
