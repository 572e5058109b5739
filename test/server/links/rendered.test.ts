/**
 * Documents a forge or a server renders elsewhere (links/rendered.ts), and
 * `$ref`s that resolve against a schema's ids (links/target.ts), over the
 * command line on trees shaped after public repositories where each gave a
 * false `link-missing-file`; beside each, a link that truly is missing.
 */
import { describeMissingFiles } from './missingFiles';
import type { MissingFilesCase } from './missingFiles';

const CASES: MissingFilesCase[] = [
  {
    // vinta/awesome-python: .github/PULL_REQUEST_TEMPLATE.md; its text becomes a pull request's body.
    name: 'GitHub\'s issue and pull-request templates',
    tree: {
      '.github/PULL_REQUEST_TEMPLATE.md': '## Project\n\n[project-name](url)\n',
      '.github/ISSUE_TEMPLATE/bug.md': 'See [the FAQ](faq.md).\n',
      'docs/guide.md': '[project-name](url)\n',
    },
    missing: [['docs/guide.md', 'url']],
  },
  {
    // A document its name says is a template (README-template.md, CHANGELOG.template.md, index.md.tmpl) is a build's
    // source, its missing links Information (links/partial.ts; test/server/protocol/fragments.test.ts's table). A page
    // about templates is none.
    name: 'a page whose name speaks of templates, no template',
    tree: {
      'docs/templates.md': '[templates](missing-page.md)\n',
      'docs/template-guide.md': '[guide](missing-guide.md)\n',
    },
    missing: [['docs/templates.md', 'missing-page.md'], ['docs/template-guide.md', 'missing-guide.md']],
  },
  {
    // SchemaStore/schemastore: src/_Layout.cshtml and src/json.cshtml.
    name: 'Razor views',
    tree: {
      'src/_Layout.cshtml': '<!DOCTYPE html>\n<link href="/css/site.css" rel="stylesheet" />\n@RenderBody()\n',
      'src/json.cshtml': '@{ Layout = "_Layout"; }\n<img src="~/img/tooltip.png" />\n',
      'src/page.html': '<img src="img/gone.png">\n',
    },
    missing: [['src/page.html', 'img/gone.png']],
  },
  {
    // internetarchive/openlibrary openlibrary/templates/*.html: web.py's Templetor, whose root-relative links are the
    // application's routes (`/account/login`); an EJS view (Express), a JSP and a PHP page alike. In Markdown, ERB
    // shown as code is an example (and ERB outside code is a guide generator's: evidence.test.ts); a `$` in a plain
    // HTML page's text is no statement.
    name: 'server templates by their statements: Templetor, EJS, JSP, PHP',
    tree: {
      'openlibrary/templates/login.html': '$def with (page)\n\n$var title: $page.name\n<a href="/account/login">Log in</a> <a href="$page.key">x</a>\n',
      'openlibrary/templates/nav.html': '<nav>\n$if ctx.user:\n  <a href="/account">me</a>\n$else:\n  <a href="/account/create">join</a>\n$code:\n  x = 1\n</nav>\n',
      'views/index.ejs': '<%- include("header") %>\n<a href="/users/new">new</a>\n',
      'WEB-INF/list.jsp': '<%@ page contentType="text/html" %>\n<a href="edit.do">edit</a>\n',
      'site/page.html': '<?php include "head.php"; ?>\n<a href="contact.php">contact</a>\n',
      'docs/erb.md': '# ERB\n\n```erb\n<%= link_to "x", y %>\n```\n\n[guide](gone.md)\n',
      // MobilityData/gtfs-validator web/client/src/app.html: SvelteKit's shell, its stylesheets in static/.
      'web/client/src/app.html': '<head>\n<link rel="stylesheet" href="fontawesome6/css/solid.css">\n%sveltekit.head%\n</head>\n',
      'static/about.html': '<p>Cost: $5.</p>\n<a href="team.html">team</a>\n',
    },
    missing: [['docs/erb.md', 'gone.md'], ['static/about.html', 'team.html']],
  },
  {
    // SchemaStore/schemastore: grunt-clean-task.json ($id), feed.json (draft 4's root id, last), base-04.json (embedded ids).
    name: '$ref against a schema\'s ids',
    tree: {
      'schemas/grunt-clean-task.json': '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "$id": "https://json.schemastore.org/grunt-clean-task.json",\n  "properties": { "a": { "$ref": "grunt-task#/definitions/fileFormat" } }\n}\n',
      'schemas/feed.json': '{\n  "$schema": "http://json-schema.org/draft-04/schema#",\n  "properties": { "a": { "$ref": "feed-1#/definitions/author" } },\n  "id": "https://json.schemastore.org/feed.json"\n}\n',
      'schemas/base-04.json': '{\n  "$schema": "http://json-schema.org/draft-04/schema#",\n  "definitions": { "path": { "id": "path", "type": "string" } },\n  "properties": { "p": { "$ref": "path" }, "q": { "$ref": "common.json" } }\n}\n',
      'schemas/other.json': '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "properties": { "id": { "type": "string" }, "x": { "$ref": "missing.json#/definitions/x" } }\n}\n',
    },
    missing: [['schemas/base-04.json', 'common.json'], ['schemas/other.json', 'missing.json']],
  },
  {
    // A README that shows a Go or Helm template in a code sample is read on GitHub as it is: its links are checked.
    // A page with a statement in its text is a template, whatever its code samples show.
    name: 'template statements shown as code in Markdown',
    tree: {
      'README.md': '# Chart\n\n```yaml\n{{- with .Values.ingress }}\nhost: {{ .host }}\n{{- end }}\n```\n\n[guide](docs/gone.md)\n',
      'docs/span.md': 'Write `{{ range .Items }}` to loop; `{% include x %}` too.\n\n[back](../nope.md)\n',
      'docs/tilde.md': '~~~\n{% if site.x %}\n~~~\n\n[page](missing.md)\n',
      // mkdocs/mkdocs: docs/dev-guide/themes.md shows Jinja in a fence inside a block quote, and in a list item.
      'docs/quoted.md': '> Example:\n>\n> > ```django\n> >   {%- for path in extra_javascript %}\n> > ```\n\n[page](gone.md)\n',
      'docs/listed.md': '1. Write:\n\n    ```\n    {% include x.html %}\n    ```\n\n[page](lost.md)\n',
      'docs/page.md': '{% include header.html %}\n\n[rendered](absent.md)\n\n```\n{{ with .x }}\n```\n',
      // Hugo runs a shortcode in a code block too: the page is a template.
      'docs/hugo.md': '```sh\ngit checkout {{% param version %}}\n```\n\n[route](/docs/absent/)\n',
    },
    missing: [['README.md', 'docs/gone.md'], ['docs/listed.md', 'lost.md'], ['docs/quoted.md', 'gone.md'], ['docs/span.md', '../nope.md'], ['docs/tilde.md', 'missing.md']],
  },
];

describeMissingFiles('links rendered elsewhere, and $refs resolved against ids', CASES);
