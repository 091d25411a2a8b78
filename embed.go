package main

import (
	"embed"
	"io/fs"
)

// dist is the built PWA (`vite build`). scripts/build-server.sh makes sure the folder
// exists before `go build`, so the server also builds without the front end.
//
//go:embed all:dist
var dist embed.FS

func distFS() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err)
	}
	return sub
}
