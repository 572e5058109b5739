#!/usr/bin/env node
'use strict';
/**
 * Splits the repositories of bench/precision-repos.json into a tuning half and
 * a held-out half by a seeded draw, stratified by kind, and writes the draw
 * into the manifest as each repository's `half`. There is one draw per round
 * (a repository's `round`, 1 when absent), each with its own seed (SEEDS), over
 * that round's repositories only: a round's held-out half is spent once its
 * findings are read, and the next round brings a new set, drawn before anyone
 * runs the tool on it, while the halves of the rounds before stay as they were.
 *
 *   node scripts/precision-split.js [--manifest FILE]           writes the halves
 *   node scripts/precision-split.js [--manifest FILE] --check   exits 1 when the manifest's halves are not the draws'
 *
 * The eleven repositories the project was measured and tuned on before the
 * split (FIRST below) are tuning repositories whatever the draw: the held-out
 * half must be repositories no change was ever made for. Every other
 * repository is drawn: within each kind, the repositories sorted by name are
 * shuffled (Fisher–Yates) by a mulberry32 generator seeded with the round's
 * seed, one generator for the whole round's draw, kinds taken in order of their name; the
 * first half of each kind (rounded down) is tuning, the rest held-out. The
 * draw depends only on the seed, the names and the kinds, never on the order
 * of the manifest.
 *
 * A repository marked `"added": "after-split"` was brought in after the draw,
 * to find what a repository nobody tuned on brings: it takes no part in the
 * draw (so the draw of the others stays what it was) and is always tuning.
 *
 * Round 2 (seed 2026112802): sixteen repositories of eight kinds, two of each,
 * chosen by kind only and drawn before the tool was run on any of them.
 *
 * Round 3 (seed 2026112803): sixteen more, of eight kinds no round had (R, Elixir, C++, Vue/Svelte, Android, web
 * server configurations, Rust crates, Swift packages), two of each, likewise drawn before the tool ran on any.
 *
 * Round 4 (seed 2026112804): sixteen more, of eight kinds no round had (Julia with Documenter.jl, Perl with POD,
 * Haskell, Vim and Neovim plugins, Nix, Clojure's AsciiDoc sites, Scala with mdoc, Dart and Flutter), two of each,
 * drawn before the tool ran on any.
 *
 * Round 5 (seed 2026112905): sixteen more, of eight kinds no round had (Erlang, OCaml, Emacs Lisp packages, GitHub
 * Actions, Nextra's MDX sites, C programs with roff man pages, Racket with Scribble, Protocol Buffers APIs), two of
 * each, drawn before the tool ran on any.
 *
 * Round 6 (seed 2026112906): twenty-four more, of twelve kinds no round had (web standards in Bikeshed, R books in
 * Quarto and bookdown, PowerShell modules, Solidity contracts, dotfiles, Puppet modules, dbt projects, browser
 * extension samples, MyST and Jupyter Book docs, Lua projects, Eleventy sites, Godot game projects), two of each,
 * drawn before the tool ran on any.
 *
 * Round 7 (seed 2026112907): forty-eight more, of sixteen kinds no round had (Typst, wiki-link note vaults, package
 * manifest collections, translated documentation sites, Node.js libraries, Python libraries, shell script projects,
 * Fortran, Zig, GraphQL, slide decks from Markdown, Arduino libraries, HTML email templates, Hexo and Gatsby sites,
 * security advisory databases, CloudFormation templates), three of each, so one of each kind is tuning and two are
 * held-out: a quieter tool needs a larger held-out half to give 400 findings to judge. Drawn before the tool ran on any.
 *
 * Round 8 (seed 2026112908): forty-eight more, of sixteen kinds no round had (Elm, Crystal, Nim, Gleam, Groovy and
 * Jenkins, operating system tutorials, Homebrew taps, Deno and edge TypeScript, Salt formulas, Chef cookbooks, GitOps
 * repositories, WordPress themes and plugins, VS Code extensions, Raku with Pod6, Angular and Ember apps, data packages),
 * three of each, drawn while round 7's tuning half was being worked on and before the tool ran on any of them; its
 * held-out half is judged together with round 7's.
 *
 * Round 9 (seed 2026112909): forty-eight more, of sixteen kinds no round had (Docsify sites, Zola or Pelican sites,
 * GitBook books, W3C specifications in ReSpec, Spring Boot applications, Django web applications, ASP.NET Core web
 * applications, iOS and macOS apps, monitoring configuration, Home Assistant configurations, CI pipelines other than
 * GitHub Actions, Packer templates and Vagrant boxes, RDF vocabularies and ontologies, citation styles and
 * bibliographies, OPML and feed lists, ad-block filter lists), three of each, drawn before the tool ran on any.
 *
 * Round 10 (seed 2026112910): forty-eight more, of sixteen kinds no round had (Unity game projects, MATLAB and Octave
 * scientific code, embedded firmware, React Native apps, Electron and Tauri desktop apps, Ruby on Rails applications,
 * bioinformatics workflows, machine learning model repositories, TC39 proposals in ecmarkup, books in Markdown built
 * with Pandoc, Linux distribution packaging, API request collections, GeoJSON and map data, command-line cheat sheets,
 * Jsonnet, CUE and Dhall configuration, course materials), three of each, chosen by kind only and drawn before the
 * tool ran on any: measured for generalisation, not tuning.
 *
 * Round 11 (seed 2026112911): forty-eight more, of sixteen kinds no round had (Kotlin Multiplatform projects, Laravel
 * applications, Go command-line tools with generated command docs, Fediverse servers, Minecraft mods and datapacks,
 * Dockerfile collections, Matrix clients, servers and bridges, Terraform providers, Kubernetes operators, userscripts
 * and userstyles, chat bots, web scrapers and crawlers, OAuth and OpenID Connect libraries, HTTP mock and stub
 * definitions, browser end-to-end test suites, load-testing scripts), three of each, the kinds written down before
 * any repository was chosen, chosen by kind only and drawn before the tool ran on any: measured for generalisation.
 *
 * Round 12 (seed 2026112912): forty-eight more, of sixteen kinds no round had (linter plugins with rule docs, CTF
 * writeups, API client SDKs generated from OpenAPI, Rust web framework examples, .NET MAUI apps, translation
 * repositories (PO, XLIFF, Fluent), OpenStreetMap presets and editor data, algorithm collections and
 * competitive-programming solutions, self-hosted app catalogs, keyboard firmware and layouts, font projects, SVG icon
 * sets, project templates (Cookiecutter, Copier), web component libraries, ROS 2 robotics packages, site themes (Hugo,
 * Ghost, Jekyll)), three of each, the kinds written down before any repository was chosen, chosen by kind only and
 * drawn before the tool ran on any: measured for generalisation.
 *
 * Round 13 (seed 2026112913): forty-eight more, of sixteen kinds no round had (proof assistant libraries, hardware
 * description, Qt and QML desktop apps, GNOME or KDE apps, design systems with their documentation sites, language
 * proposal repositories, serverless applications, infrastructure as code programs, emulators, music notation,
 * résumés and CVs, company and team handbooks, mail and DNS server configuration, conformance test suites, retro
 * computing and assembly, browser games in JavaScript), three of each, the kinds written down before any repository
 * was chosen (a repository too large to fetch, or already in an earlier round, replaced by another of its kind),
 * chosen by kind only and drawn before the tool ran on any: measured for generalisation.
 *
 * Round 14 (seed 2026112914): forty-eight more, of sixteen kinds no round had (Shopify themes, security testing tools
 * and payloads, Yocto layers, prompt engineering guides, language interpreters in C, audio software, terminal emulators,
 * quantum computing SDKs, network automation, web accessibility projects, e-commerce platforms, cryptography libraries,
 * astronomy software, type checkers, Windows desktop apps, API documentation tools), three of each, drawn before the
 * tool ran on any of them (four too large to fetch, nuclei-templates, surge, pyre-check and pyca/cryptography, replaced
 * by another of their kind), after round 13's held-out half was judged and its classes fixed.
 *
 * Round 15 (seed 2026112915): forty-eight more, of sixteen kinds no round had (database ORMs and migration tools,
 * message brokers, secrets managers, Markdown parsers and renderers, data orchestration, API gateways, game engines,
 * code editors, data visualization libraries, static analysis rule packs, blockchain nodes and wallets, GIS libraries,
 * MediaWiki extensions and skins, PreTeXt textbooks, CSS frameworks, package managers), three of each, the kinds written
 * down before any repository was chosen (bitcoin/bitcoin, too large to fetch, replaced by bitcoinjs-lib), drawn before
 * the tool ran on any of them, after round 14's held-out half was judged and its classes fixed.
 *
 * Round 16 (seed 2026112916): forty-eight more, of sixteen kinds no round had (observability pipelines, service meshes,
 * identity servers, media servers, newsletter tools, wiki engines, forum software, headless CMS, workflow automation,
 * search engines, time-series databases, container tools, VPN tools, backup tools, RSS readers, LLM inference
 * servers), three of each, the kinds written down before any repository was chosen (authentik, strapi, directus,
 * questdb and llama.cpp, too large to fetch, keila, lemmy and prometheus, not to be had or already in a round, replaced by another
 * of their kind), drawn before the tool ran on any of them, after round 15's held-out half was judged and its classes
 * fixed.
 *
 * Round 17 (seed 2026112917): forty-eight more, of sixteen kinds no round had (web analytics, note-taking apps,
 * collaborative editors, Git forges, project management and issue trackers, video conferencing and WebRTC, billing and
 * invoicing, feature flag services, photo management, status pages and uptime monitors, IRC and chat clients, email
 * clients, torrent and P2P clients, JavaScript bundlers and transpilers, relational database engines, CAD and 3D
 * modelling), three of each, the kinds written down before any repository was chosen (plausible, gitea, jitsi-meet,
 * immich and sqlite too large to fetch, replaced by goatcounter, gitbucket, pion/webrtc, Piwigo and duckdb;
 * qBittorrent, in round 13 already, replaced by deluge before the draw was used), drawn
 * before the tool ran on any, while round 16's classes were being fixed.
 *
 * Round 18 (seed 2026113018): forty-eight more, of sixteen kinds no round had (URL shorteners, bookmark managers and
 * read-it-later, learning management systems, personal finance and budgeting, plain-text accounting, recipe and meal
 * planners, e-book readers and converters, window managers and desktop shells, shell frameworks and prompts,
 * healthcare and FHIR, event and conference management, survey and form builders, chess engines and servers, speech
 * recognition and synthesis, genealogy software, video editors), three of each, the kinds written down before any
 * repository was chosen (actualbudget, medplum, pretix, LimeSurvey, lila, gramps and webtrees too large to fetch,
 * replaced by ihatemoney, microsoft/fhir-server, frab, OpnForm, chess.js, gramps-web and python-gedcom; maybe-finance,
 * in round 10 already, replaced by Wallos), drawn before the tool ran on any, after round 17's classes were fixed.
 *
 * Round 19 (seed 2026113019): forty-eight more, of sixteen kinds no round had (3D printing, web browsers, office
 * suites and spreadsheets, music players and podcast apps, fuzzing tools, flashcards and spaced repetition, ERP and
 * CRM systems, numerical linear algebra libraries, regular expression engines, terminal UI frameworks, background job
 * queues, logging libraries, diagramming tools, weather apps and data, compression libraries and archivers, PDF tools
 * and libraries), three of each, the kinds written down before any repository was chosen (Cura, CollaboraOnline and
 * plantuml too large to fetch, ethercalc not available, replaced by mainsail, jspreadsheet, mermaid and ONLYOFFICE's
 * DesktopEditors; celery, in an earlier round already, replaced by asynq), drawn before the tool ran on any, after
 * round 18's classes were fixed.
 *
 * Round 20 (seed 2026113020): forty-eight more, of sixteen kinds no round had (image processing libraries, drone and
 * flight control firmware, smart home firmware and bridges, network protocol libraries, database GUI clients, screen
 * recording and screenshot tools, emoji and Unicode data, internationalization libraries, unit testing frameworks,
 * prose linters and writing checkers, routing and geocoding engines, calendar and scheduling apps, dependency update
 * bots, computer algebra systems, fitness and health trackers, virtual machine monitors), three of each, the kinds
 * written down before any repository was chosen (inav, Tasmota, icu4x and junit5 too large to fetch, replaced by
 * MAVProxy, zigpy, js-lingui and nunit; wxmaxima, then symengine, too large, replaced by GAP; flameshot, ShareX, pytest and Catch2, in earlier
 * rounds already, replaced by ksnip, asciinema, jest and googletest), drawn before the tool ran on any, after round
 * 19's classes were fixed.
 *
 * Round 21 (seed 2026113021): forty-eight more, of sixteen kinds no round had (parser generators and tree-sitter
 * grammars, shader and GPU graphics libraries, bootloaders and UEFI firmware, out-of-tree Linux kernel drivers,
 * template engines, CSS preprocessors and PostCSS tooling, Git hook managers and pre-commit hook collections,
 * client-side search libraries, data validation libraries, reverse engineering tools, software-defined radio, PCB and
 * electronics design tooling, WebAssembly runtimes and toolkits, binary serialization formats, date and time
 * libraries, open data portals), three of each, the kinds written down before any repository was chosen, drawn before
 * the tool ran on any, after round 20's classes were fixed.
 *
 * Round 22 (seed 2026113022): forty-eight more, of sixteen kinds no round had (compilers of new programming
 * languages, physics engines, mathematical optimization solvers, computational chemistry, static site generator
 * engines, roguelike games, climate, ocean and weather models, HPC schedulers and MPI, embedded key-value stores,
 * Python web frameworks, code formatters, digital libraries and archives, type stub collections, colour schemes and
 * editor themes, space flight software, public transit data), three of each, the kinds written down before any
 * repository was chosen (jekyll and flask, in earlier rounds already, replaced by hugo and sanic; carbon-lang and
 * MetPy too large to fetch, replaced by roc and wrf-python), drawn before the tool ran on any, after round 21's
 * classes were fixed.
 *
 * Round 23 (seed 2026113023): forty-eight more, of sixteen kinds no round had (neuroscience and brain imaging,
 * quantitative finance, robot simulators, natural language processing libraries, industry specifications in Markdown,
 * dictionaries and lexical data, live coding and sound synthesis, government digital service guides, programming
 * exercise tracks, licence texts and legal data, map styles and tile servers, distributed consensus libraries,
 * benchmark suites, CSV command-line tools, typesetting engines, medical imaging), three of each, the kinds written
 * down before any repository was chosen (govuk-developer-docs, in an earlier round already, replaced by the first
 * written alternate, opnsense/docs; webots and OHIF Viewers too large to fetch, replaced by the next two,
 * tech-interview-handbook and system-design-primer), drawn before the tool ran on any, after round 22's classes were
 * fixed.
 *
 * Round 24 (seed 2026113024): forty-eight more, of sixteen kinds no round had (bioinformatics libraries, machine
 * learning compilers, graph databases, stream processing engines, mobile network cores, eBPF tools, file
 * synchronisation tools, dataframe libraries, formal specification and model checkers, game decompilation projects,
 * hobby operating systems, data labelling tools, terminal file managers, vector databases, remote sensing toolkits,
 * version control systems), three of each, the kinds written down before any repository was chosen (triton,
 * pokeemerald too large and org.alloytools.alloy not to be had, replaced by the three written alternates, nushell,
 * mitmproxy and scrcpy, each a kind of its own; label-studio, cvat and argilla too large, replaced by diffgram and
 * labelme of the same kind), drawn before the tool ran on any, after round 23's classes were fixed.
 *
 * Round 25 (seed 2026120125): forty-eight more, of sixteen kinds no round had (profilers, web application firewall
 * rule sets, container registries, mail sending libraries, code coverage tools, build systems, package registries,
 * reverse tunnels, OCR engines, web archiving tools, link checkers, image generation UIs, terminal multiplexers, SBOM
 * and dependency scanners, start pages and dashboards, LLM agent frameworks), three of each, the kinds written down
 * before any repository was chosen (OCRmyPDF and tmux, in earlier rounds already, and scons, not to be had, replaced by
 * the three written alternates, hunspell, nvda and coredns; nvda, verdaccio, stable-diffusion-webui and ComfyUI too
 * large, replaced by byobu, athens, Fooocus and SwarmUI, each written down before it was fetched), drawn before the
 * tool ran on any, after round 24's classes were fixed.
 *
 * Round 26 (seed 2026120126): forty-eight more, of sixteen kinds no round had (code search engines, secret scanners,
 * pastebins, CAPTCHA systems, DNS sinkholes, CI servers, fake data generators, URL routers, cloud cost tools, policy as
 * code, email authentication tools, voice assistants, cron job runners, dotfile managers, diff tools, IaC security
 * scanners), three of each, the kinds and repositories written down before any was fetched (all forty-eight fetched,
 * no alternate used), drawn before the tool ran on any, after round 25's classes were fixed.
 *
 * Round 27 (seed 2026120127): forty-eight more, of seventeen kinds no round had (media downloaders, spam filters, URL
 * parsing libraries, QR and barcode libraries, push notification services, helpdesk and ticketing systems, comment
 * systems for static sites, process supervisors, log viewers and analyzers, application launchers, clipboard managers,
 * key remapping tools, network and port scanners, audio streaming servers, subtitle tools, code documentation
 * generators, and network traffic analyzers from the written alternates), the kinds, repositories and three alternate
 * kinds written down before any was fetched (pyzor, not to be had, and zammad, over the fetch limit, replaced by the
 * first two alternates, zeek and ntopng), drawn before the tool ran on any, after round 26's class was fixed.
 *
 * Round 28 (seed 2026120128): forty-eight more, of seventeen kinds no round had (command-line HTTP clients, static file
 * servers, email parsing libraries, feed generation libraries, changelog generators, git terminal UIs, code execution
 * sandboxes, runtime version managers, HTTP caches, WebSocket libraries, file upload and sharing servers,
 * content-addressed storage, system monitors, monorepo tools, sitemap and robots.txt tools, image proxies and
 * optimizers, and online judge systems from the written alternates), the kinds, repositories and two alternate kinds
 * written down before any was fetched (nvm, in an earlier round, and turborepo, over the fetch limit, replaced by the
 * first two alternates, DMOJ's online-judge and Hydro), drawn before the tool ran on any, after round 27's classes
 * were fixed.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Each round's seed, fixed before its draw. */
const SEEDS = new Map([[1, 20261128], [2, 2026112802], [3, 2026112803], [4, 2026112804], [5, 2026112905], [6, 2026112906], [7, 2026112907], [8, 2026112908], [9, 2026112909], [10, 2026112910], [11, 2026112911], [12, 2026112912], [13, 2026112913], [14, 2026112914], [15, 2026112915], [16, 2026112916], [17, 2026112917], [18, 2026113018], [19, 2026113019], [20, 2026113020], [21, 2026113021], [22, 2026113022], [23, 2026113023], [24, 2026113024], [25, 2026120125], [26, 2026120126], [27, 2026120127], [28, 2026120128]]);
const at = process.argv.indexOf('--manifest');
const MANIFEST = at >= 0 ? path.resolve(process.argv[at + 1]) : path.resolve(__dirname, '../bench/precision-repos.json');
const FIRST = new Set(['curl', 'caddy', 'gin', 'sphinx', 'prometheus-helm-charts', 'schemastore', 'http-extensions',
  'mdn-learning-area', 'reqwest', 'awesome-python', 'okhttp']);

/** mulberry32: a small, well-known 32-bit generator; numbers in [0, 1). */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A repository's round: 1 when the manifest names none. */
function roundOf(repo) {
  return repo.round ?? 1;
}

/** The half of each repository's name: each round drawn apart, with its own seed. */
function draw(repositories) {
  const halves = new Map();
  for (const round of [...new Set(repositories.map(roundOf))].sort((a, b) => a - b)) {
    const seed = SEEDS.get(round);
    if (seed === undefined) throw new Error(`round ${round} has no seed in scripts/precision-split.js`);
    for (const [name, half] of drawRound(repositories.filter((repo) => roundOf(repo) === round), seed)) halves.set(name, half);
  }
  return halves;
}

/** The half of each name of one round's repositories. */
function drawRound(repositories, seed) {
  const random = generator(seed);
  const halves = new Map();
  const byKind = new Map();
  for (const repo of repositories) {
    if (FIRST.has(repo.name) || repo.added === 'after-split') {
      halves.set(repo.name, 'tuning');
      continue;
    }
    byKind.set(repo.kind, [...(byKind.get(repo.kind) ?? []), repo.name]);
  }
  for (const kind of [...byKind.keys()].sort()) {
    const names = byKind.get(kind).sort();
    for (let i = names.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [names[i], names[j]] = [names[j], names[i]];
    }
    names.forEach((name, i) => halves.set(name, i < Math.floor(names.length / 2) ? 'tuning' : 'heldout'));
  }
  return halves;
}

const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
const halves = draw(manifest.repositories);
if (process.argv.includes('--check')) {
  const wrong = manifest.repositories.filter((repo) => repo.half !== halves.get(repo.name));
  for (const repo of wrong) console.log(`${repo.name} (round ${roundOf(repo)}): the manifest says ${repo.half}, the draw ${halves.get(repo.name)}`);
  process.exit(wrong.length > 0 ? 1 : 0);
}
const fields = ['name', 'kind', 'repository', 'commit', 'subtree', 'half'];
const lines = manifest.repositories.map((repo) => {
  const entry = { ...repo, half: halves.get(repo.name) };
  const ordered = Object.fromEntries([...fields, ...Object.keys(entry)].filter((k, i, all) => entry[k] !== undefined && all.indexOf(k) === i)
    .map((k) => [k, entry[k]]));
  return `    ${JSON.stringify(ordered).replace(/":/g, '": ').replace(/,"/g, ', "').replace(/^\{/, '{ ').replace(/\}$/, ' }')}`;
});
const { repositories, ...rest } = manifest;
const head = JSON.stringify(rest, null, 2).replace(/\n\}$/, '');
fs.writeFileSync(MANIFEST, `${head},\n  "repositories": [\n${lines.join(',\n')}\n  ]\n}\n`);
for (const round of [...new Set(manifest.repositories.map(roundOf))].sort((a, b) => a - b)) {
  for (const half of ['tuning', 'heldout']) {
    const names = manifest.repositories.filter((repo) => roundOf(repo) === round && halves.get(repo.name) === half).map((repo) => repo.name);
    console.log(`round ${round} (seed ${SEEDS.get(round)}), ${half} (${names.length}): ${names.join(', ')}`);
  }
}
