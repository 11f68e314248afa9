/**
 * The template shown on the home page, the data it receives and the HTML it
 * renders. The output was produced by Textwire v2.7.1 (`twrun -v 2`); only
 * whitespace between tags was tidied (blank lines removed, indentation
 * evened out), which HTML treats as insignificant.
 *
 * Kept in one module so a test can render `template` with `data` and compare
 * the result with `output`, whitespace-normalised, as for Markdown examples.
 */

export const template = `<h2>{{ shelf.capitalize() }}</h2>
@if(books.len() == 0)
    <p>Nothing on the shelf yet.</p>
@else
    <ol>
        @each(book in books)
            <li>{{ book.title }}: {{ book.read ? "finished" : book.pages.str() + " pages left" }}</li>
        @end
    </ol>
@end`;

export const data = `{
  "shelf": "summer reading",
  "books": [
    { "title": "Dune", "pages": 412, "read": true },
    { "title": "Middlemarch", "pages": 880, "read": false }
  ]
}`;

export const output = `<h2>Summer reading</h2>
<ol>
    <li>Dune: finished</li>
    <li>Middlemarch: 880 pages left</li>
</ol>`;

/** A whole Go file using the v2 API; it passes `go vet` against v2.7.1. */
export const goProgram = `package main

import (
	"log"
	"net/http"

	"github.com/textwire/textwire/v2"
	"github.com/textwire/textwire/v2/config"
)

type Book struct {
	Title string
	Pages int
	Read  bool
}

func main() {
	// Parse every .tw file under ./templates once, at startup.
	tpl, err := textwire.NewTemplate(&config.Config{TemplateExt: ".tw"})
	if err != nil {
		log.Fatal(err)
	}

	http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		err := tpl.Response(w, "home", map[string]any{
			"shelf": "summer reading",
			"books": []Book{
				{Title: "Dune", Pages: 412, Read: true},
				{Title: "Middlemarch", Pages: 880},
			},
		})
		if err != nil {
			log.Println(err)
		}
	})

	log.Fatal(http.ListenAndServe(":8080", nil))
}
`;
