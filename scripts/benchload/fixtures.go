package main

// What the load needs before it starts: signed-in members (created through the API by a
// superuser, then each signing in with its password), a pool of free videos from the
// public lists, and words for searches taken from their titles.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"sync"
	"time"
)

type member struct {
	id, token string
}

type video struct {
	ID      string `json:"id"`
	Slug    string `json:"slug"`
	Title   string `json:"title"`
	Premium bool   `json:"is_premium"`
}

type fixtures struct {
	members []member
	videos  []video
	words   []string
}

func newClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{
		Jar:       jar,
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConns: 4, MaxIdleConnsPerHost: 4, IdleConnTimeout: time.Minute},
	}
}

// call sends one JSON request and decodes a JSON answer into out (when out is non-nil).
func call(c *http.Client, method, url, token string, body, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, rd)
	if err != nil {
		return 0, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	res, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err != nil {
		return res.StatusCode, err
	}
	if res.StatusCode >= 300 {
		return res.StatusCode, fmt.Errorf("%s %s -> %d: %.200s", method, url, res.StatusCode, data)
	}
	if out != nil {
		if err := json.Unmarshal(data, out); err != nil {
			return res.StatusCode, err
		}
	}
	return res.StatusCode, nil
}

func prepareFixtures(base, _ string, o options) (*fixtures, error) {
	c := newClient()
	var su struct {
		Token string `json:"token"`
	}
	if _, err := call(c, "POST", base+"/api/collections/_superusers/auth-with-password", "", map[string]string{"identity": superEmail, "password": superPass}, &su); err != nil {
		return nil, err
	}

	fx := &fixtures{members: make([]member, o.members)}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	sem := make(chan struct{}, 8)
	for i := 0; i < o.members; i++ {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int) {
			defer func() { <-sem; wg.Done() }()
			m, err := ensureMember(c, base, su.Token, i)
			mu.Lock()
			defer mu.Unlock()
			if err != nil && firstErr == nil {
				firstErr = err
			}
			fx.members[i] = m
		}(i)
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}

	seen := map[string]bool{}
	for _, list := range []string{"trending", "newest"} {
		for page := 1; page <= 20; page++ {
			var res struct {
				Items []video `json:"items"`
			}
			if _, err := call(c, "GET", fmt.Sprintf("%s/api/reelhouse/videos/%s?page=%d", base, list, page), "", nil, &res); err != nil {
				return nil, err
			}
			for _, v := range res.Items {
				if !v.Premium && !seen[v.ID] {
					seen[v.ID] = true
					fx.videos = append(fx.videos, v)
				}
			}
		}
	}
	if len(fx.videos) == 0 {
		return nil, fmt.Errorf("no free videos in the catalog")
	}
	words := map[string]bool{}
	for _, v := range fx.videos {
		for _, w := range strings.Fields(strings.ToLower(v.Title)) {
			w = strings.Trim(w, ".,:;!?'\"()")
			if len(w) >= 4 && !words[w] {
				words[w] = true
				fx.words = append(fx.words, w)
			}
		}
	}
	fmt.Printf("fixtures: %d members, %d free videos, %d search words\n", len(fx.members), len(fx.videos), len(fx.words))
	return fx, nil
}

func ensureMember(c *http.Client, base, suToken string, i int) (member, error) {
	email := fmt.Sprintf("load%04d@bench.local", i)
	pass := "load-Passw0rd-" + fmt.Sprint(i)
	body := map[string]any{
		"email": email, "password": pass, "passwordConfirm": pass,
		"username": fmt.Sprintf("load%04d", i), "verified": true,
	}
	if _, err := call(c, "POST", base+"/api/collections/users/records", suToken, body, nil); err != nil {
		return member{}, err
	}
	var auth struct {
		Token  string `json:"token"`
		Record struct {
			ID string `json:"id"`
		} `json:"record"`
	}
	if _, err := call(c, "POST", base+"/api/collections/users/auth-with-password", "", map[string]string{"identity": email, "password": pass}, &auth); err != nil {
		return member{}, err
	}
	return member{id: auth.Record.ID, token: auth.Token}, nil
}
