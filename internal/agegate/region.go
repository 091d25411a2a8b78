package agegate

import (
	"net/netip"
	"strings"

	"github.com/oschwald/maxminddb-golang/v2"
)

// Regions decides the region of a request: the operator's header, else the GeoIP file,
// else the demo region (only while the fake provider is on), else Unknown.
type Regions struct {
	// Header is the request header the operator's proxy or CDN sets (CF-IPCountry). Only
	// read when the operator named it: the proxy must drop any copy a client sent.
	Header string
	// Geo is the operator's .mmdb (MaxMind GeoIP2/GeoLite2 Country or City); nil: none.
	Geo *maxminddb.Reader
	// Demo acts as a visitor's region when nothing else placed them (fake provider only).
	Demo string
}

// geoRecord: the fields read from a GeoIP2 Country or City record.
type geoRecord struct {
	Country struct {
		ISOCode string `maxminddb:"iso_code"`
	} `maxminddb:"country"`
	Subdivisions []struct {
		ISOCode string `maxminddb:"iso_code"`
	} `maxminddb:"subdivisions"`
}

// NormalizeRegion: a header value or GeoIP answer as a region (GB, US-TX), "" when it
// has not that shape (CF-IPCountry's XX and T1 are not countries we can place).
func NormalizeRegion(v string) string {
	v = strings.ToUpper(strings.TrimSpace(v))
	if !isRegion(v) || v == "XX" || v == "T1" {
		return ""
	}
	return v
}

// Of is the region of a request with that header value and client IP.
func (g *Regions) Of(headerValue, clientIP string) string {
	if g.Header != "" {
		if r := NormalizeRegion(headerValue); r != "" {
			return r
		}
	}
	if g.Geo != nil {
		if r := g.lookup(clientIP); r != "" {
			return r
		}
	}
	if g.Demo != "" {
		return g.Demo
	}
	return Unknown
}

func (g *Regions) lookup(ip string) string {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return ""
	}
	var rec geoRecord
	if err := g.Geo.Lookup(addr.Unmap()).Decode(&rec); err != nil {
		return ""
	}
	country := NormalizeRegion(rec.Country.ISOCode)
	if country == "" || strings.Contains(country, "-") {
		return ""
	}
	// GeoIP2 City gives the state: US-TX. Country databases stop at the country.
	if len(rec.Subdivisions) > 0 {
		if r := NormalizeRegion(country + "-" + rec.Subdivisions[0].ISOCode); r != "" {
			return r
		}
	}
	return country
}
