/**
 * Each markup language's own link syntax, read as that language delimits
 * it: a table of lines from public repositories' documents, each row the
 * references found (the text as written, and as read when it differs) and
 * the findings on them. A link's text is no part of its target, so a label
 * with spaces is no malformed URI.
 */
import * as assert from 'node:assert/strict';
import { findUris } from '@uri-lint/shared';
import { open, settings, service, textAt } from './helpers';

interface Row {
  /** Where the line comes from. */
  source: string;
  languageId: string;
  text: string;
  /** Each reference: the text it covers as written, then ` => ` and the text as read when that differs, and its context when not `markup-link`. */
  refs: string[];
  /** Each finding: its code and the text it covers. */
  findings?: string[];
}

const ASCIIDOC: Row[] = [
  {
    source: 'spring-projects/spring-security docs: a labelled link whose label has spaces',
    languageId: 'asciidoc',
    text: 'See https://docs.spring.io/spring-framework/reference/core/beans.html[the Spring Framework reference] for details.\n',
    refs: ['https://docs.spring.io/spring-framework/reference/core/beans.html'],
  },
  {
    source: 'asciidoctor docs: an empty label, a label with attributes',
    languageId: 'asciidoc',
    text: 'http://example.com[] and http://example.com[Link,title="tip"] and https://example.org[a label^]\n',
    refs: ['http://example.com', 'http://example.com', 'https://example.org'],
  },
  {
    source: 'a URL with an attribute reference is a template',
    languageId: 'asciidoc',
    text: 'See https://docs.spring.io/spring-boot/docs/{spring-boot-version}/reference/html/[the Spring Boot reference].\n',
    refs: ['https://docs.spring.io/spring-boot/docs/{spring-boot-version}/reference/html/'],
  },
  {
    source: 'asciidoctor docs: link: with ++ and pass:[] keeps spaces in the target, which the parser flags',
    languageId: 'asciidoc',
    text: 'link:++https://example.org/?q=[a b]++[URL with special characters] and link:pass:[https://example.org/x][x]\n',
    refs: ['https://example.org/?q=[a b]', 'https://example.org/x'],
    findings: ['bracket-outside-ip-literal [a b]', 'invalid-character [a b]'],
  },
  {
    source: 'asciidoctor docs: mailto with a label of several attributes',
    languageId: 'asciidoc',
    text: 'mailto:join@discuss.example.org[Subscribe,Subscribe me,I want to join!]\n',
    refs: ['mailto:join@discuss.example.org'],
  },
  {
    source: 'spring-projects/spring-ai docs (translated): xref to another document\'s section, its text not ASCII',
    languageId: 'asciidoc',
    text: 'Обратитесь к разделу xref:getting-started.adoc#dependency-management[Управление зависимостями], чтобы добавить BOM.\n',
    refs: ['getting-started.adoc#dependency-management'],
  },
  {
    source: 'cross references in angle brackets: an id, with text, into another document, and a title',
    languageId: 'asciidoc',
    text: '= Guide\n\n== Getting Started\n\nSee <<_getting_started>>, <<getting-started,here>>, <<howto.adoc#build,Build>>, <<Getting Started>> and <<missing>>.\n',
    refs: ['_getting_started => #_getting_started', 'getting-started => #getting-started', 'howto.adoc#build', 'missing => #missing'],
    findings: ['link-missing-fragment missing'],
  },
  {
    source: 'Asciidoctor 2: a path without extension names the .adoc document',
    languageId: 'asciidoc',
    text: 'See xref:install#linux[Linux] and <<upgrade#,Upgrading>>.\n',
    refs: ['install#linux => install.adoc#linux', 'upgrade# => upgrade.adoc#'],
  },
  {
    source: 'Asciidoctor 2: the xref macro\'s target with another extension is that path (the page `name.adoc` becomes); an id is a fragment',
    languageId: 'asciidoc',
    text: '[[options]]\n== Options\n\nLike xref:quickstart.html[Quick Start], see xref:api/index.html#top[the API] and xref:options[].\n',
    refs: ['quickstart.html', 'api/index.html#top', 'options => #options'],
  },
  {
    source: 'Antora resource ids are no URIs; an include of an attribute is a template',
    languageId: 'asciidoc',
    text: 'xref:ROOT:page.adoc[Page] xref:2.0@api::index.adoc[API]\ninclude::partial$nav.adoc[]\ninclude::{snippets}/example.adoc[]\n',
    refs: [],
  },
  {
    source: 'spring-security docs: images below the imagesdir the document sets, a block image of an attribute',
    languageId: 'asciidoc',
    text: ':imagesdir: images\n\nimage::servlet/architecture/filterchain.png[]\nimage:icon.png[Icon] and image::{images}/authentication.png[ProviderManagers with a common parent,70%]\n',
    refs: ['servlet/architecture/filterchain.png => images/servlet/architecture/filterchain.png', 'icon.png => images/icon.png'],
  },
  {
    source: 'hibernate/hibernate-validator docs: an image in a document that sets no imagesdir (its build sets it) is not judged',
    languageId: 'asciidoc',
    text: '[[preface]]\n[preface]\n== Preface\n\nimage::application-layers.png[]\n',
    refs: [],
  },
  {
    source: 'macros are not read in listing blocks and comments; a table cell ends at |',
    languageId: 'asciidoc',
    text: '----\nxref:x.adoc[] https://example.org/api\n----\n// https://example.org/todo[a comment]\n|https://example.org/a|cell\n',
    refs: ['https://example.org/api => https://example.org/api (plain)', 'https://example.org/todo', 'https://example.org/a => https://example.org/a (plain)'],
  },
  {
    source: 'hazelcast/hz-docs: docs/modules/ROOT/nav.adoc and reading-a-map.adoc, an Antora xref into another module (`query:` is registered with IANA)',
    languageId: 'asciidoc',
    text: '** xref:query:predicate-overview.adoc[Predicates API]\nSee the xref:query:how-distributed-query-works.adoc#copying-indexes[Copying Indexes section].\nFor SQL, see xref:query:sql-overview.adoc[].\n',
    refs: [],
  },
  {
    source: 'hazelcast/hz-docs: getting-started/pages/editions.adoc and neo4j/docs-cypher: functions/temporal/index.adoc, inline macros (`icon:` is registered with IANA)',
    languageId: 'asciidoc',
    text: '|icon:check-circle[size=lg,role=success]\n| icon:check[]\nPress kbd:[Ctrl+T] and btn:[Save], or menu:View[Zoom]; https://example.org/x[x] stays a link.\n',
    refs: ['https://example.org/x'],
  },
  {
    source: 'hazelcast/hz-docs: clusters/pages/ping-detector.adoc, a URL written as its link\'s text, the text ending with ^ (a new window)',
    languageId: 'asciidoc',
    text: 'RAW sockets (see https://linux.die.net/man/7/raw[https://linux.die.net/man/7/raw^]).\n',
    refs: ['https://linux.die.net/man/7/raw', 'https://linux.die.net/man/7/raw'],
  },
  {
    source: 'hazelcast/hz-docs: data-connections/pages/data-connections-configuration.adoc, a [source,java] block\'s strings escape their quotes; a listing of no language is read as text',
    languageId: 'asciidoc',
    text: '[source,java]\n----\n"<hazelcast-client xmlns=\\"http://www.hazelcast.com/schema/client-config\\"" +\n----\n\n----\nplain "http://x.example/a\\"b"\n----\n',
    refs: ['http://www.hazelcast.com/schema/client-config => http://www.hazelcast.com/schema/client-config (code)', 'http://x.example/a\\ => http://x.example/a\\ (quoted)'],
    findings: ['invalid-character a\\'],
  },
  {
    source: 'git/git: Documentation/RelNotes/2.3.4.adoc, an IP literal after a userinfo\'s `@` is no link\'s text; a userinfo before a label still is a target',
    languageId: 'asciidoc',
    text: 'transport URLs, e.g. ssh://user@[2001:db8::1]:22/repo.git and https://[::1]:8080/x, or https://user@example.org[the site]\n',
    refs: ['ssh://user@[2001:db8::1]:22/repo.git => ssh://user@[2001:db8::1]:22/repo.git (plain)', 'https://[::1]:8080/x => https://[::1]:8080/x (plain)', 'https://user@example.org'],
    findings: ['http-userinfo user'],
  },
];

const RST: Row[] = [
  {
    source: 'python/devguide: :doc: with and without a title, relative to the document, no extension',
    languageId: 'restructuredtext',
    text: 'See :doc:`coordination <coordinating>` and :doc:`../markup`, the\n:doc:`style guide\n<../style-guide>`.\n',
    refs: ['coordinating => coordinating.rst', '../markup => ../markup.rst', '../style-guide => ../style-guide.rst'],
  },
  {
    // sunpy/sunpy docs/dev_guide/contents/documentation.rst: intersphinx's project before the colon.
    source: 'an intersphinx :doc: (`project:page`) names another project\'s page: none',
    languageId: 'restructuredtext',
    text: 'Cited through the :doc:`sphinxcontrib.bibtex <sphinxcontrib_bibtex:index>` extension; see :doc:`python:tutorial/index` and :doc:`local`.\n',
    refs: ['local => local.rst'],
  },
  {
    source: 'symfony/symfony-docs: :doc: from the source folder is not judged (its folder is the build\'s), :ref: names a label',
    languageId: 'restructuredtext',
    text: '* :doc:`AutowireDecorated </service_container/service_decoration>`\n* :ref:`AutowireLocator <service-locator_autowire-locator>`\n',
    refs: [],
  },
  {
    source: 'python/devguide: :samp: marks its variable parts with braces, a template',
    languageId: 'restructuredtext',
    text: '* Finally go on :samp:`https://github.com/{<your-username>}/cpython`: you will\n',
    refs: ['https://github.com/{<your-username>}/cpython => https://github.com/{your-username}/cpython'],
  },
  {
    source: 'sphinx-doc/sphinx docs: images, figures, includes and downloads relative to the document; standard and source-folder includes not',
    languageId: 'restructuredtext',
    text: '.. figure:: overview-light.svg\n   :class: only-light\n\n.. |logo| image:: _static/logo.png\n.. include:: /include/links.rst\n.. include:: <isonum.txt>\n.. literalinclude:: ../conf.py\n\n:download:`this example script <../example.py>`\n',
    refs: ['overview-light.svg', '_static/logo.png', '../conf.py', '../example.py'],
  },
  {
    source: 'links with text: the text is not the target; a relative embedded target names a built page, not a source',
    languageId: 'restructuredtext',
    text: 'Read `the Python tutorial <https://docs.python.org/3/tutorial/>`_ or `the FAQ <faq.html>`__.\n\n.. _Docutils: https://docutils.sourceforge.io/\n',
    refs: ['https://docs.python.org/3/tutorial/ => https://docs.python.org/3/tutorial/ (angle)', 'https://docutils.sourceforge.io/ => https://docutils.sourceforge.io/ (plain)'],
  },
  {
    source: 'roles and directives in literal blocks and code blocks are examples, not links',
    languageId: 'restructuredtext',
    text: 'Write it so::\n\n   :doc:`missing`\n   .. image:: missing.png\n\n.. code-block:: rst\n\n   :download:`x <missing.zip>`\n\nBack to :doc:`index`.\n',
    refs: ['index => index.rst'],
  },
  {
    source: 'scrapy/scrapy: docs/news.rst, embedded URIs wrapped over a grid table\'s cell lines: the borders and the other column are no part of them',
    languageId: 'restructuredtext',
    text: [
      '+-------------------------------------+-------------------------------------+',
      '| Old location                        | New location                        |',
      '+=====================================+=====================================+',
      '| scrapy.commands.deploy              | `scrapyd-client <https://github.com |',
      '|                                     | /scrapy/scrapyd-client>`_           |',
      '+-------------------------------------+-------------------------------------+',
      '| scrapy.contrib.djangoitem           | `scrapy-djangoitem <https://github. |',
      '|                                     | com/scrapy-plugins/scrapy-djangoite |',
      '|                                     | m>`_                                |',
      '+-------------------------------------+-------------------------------------+',
      '| `one line <https://scrapy.org/>`_   | a cell                              |',
      '+-------------------------------------+-------------------------------------+',
      '',
    ].join('\n'),
    refs: [
      'https://github.com |\n|                                     | /scrapy/scrapyd-client => https://github.com/scrapy/scrapyd-client (angle)',
      'https://github. |\n|                                     | com/scrapy-plugins/scrapy-djangoite |\n|                                     | m => https://github.com/scrapy-plugins/scrapy-djangoitem (angle)',
      'https://scrapy.org/ => https://scrapy.org/ (angle)',
    ],
  },
  {
    source: 'scrapy/scrapy: docs/topics/item-pipeline.rst, a Python code block\'s format field is a template; a literal block of no language keeps its braces an error',
    languageId: 'restructuredtext',
    text: '.. code-block:: python\n    :linenos:\n\n    class ScreenshotPipeline:\n        SPLASH_URL = "http://localhost:8050/render.png?url={}"\n\nOr::\n\n    SPLASH_URL = "http://localhost:8050/render.png?url={}"\n',
    refs: [
      'http://localhost:8050/render.png?url={} => http://localhost:8050/render.png?url={} (code)',
      'http://localhost:8050/render.png?url={} => http://localhost:8050/render.png?url={} (quoted)',
    ],
    findings: ['invalid-character {}'],
  },
];

const ORG: Row[] = [
  {
    source: 'vscode-org-mode docs: a bracket link whose description has spaces',
    languageId: 'org',
    text: 'these docs follow a similar structure to [[http://orgmode.org/manual/index.html][the Org Manual]] and borrow some descriptions.\n',
    refs: ['http://orgmode.org/manual/index.html'],
  },
  {
    source: 'an Org book (its main file): #+SETUPFILE and #+INCLUDE name files relative to the document, a search option is Org\'s',
    languageId: 'org',
    text: '#+SETUPFILE: ./bookPreamble.org\n* Chapter 1\n#+INCLUDE: "./chapters/ch1_main.org" :minlevel 2\n#+INCLUDE: "./basecv.org::*Education" :minlevel 1\n#+INCLUDE: "~/.emacs" src emacs-lisp\n',
    refs: ['./bookPreamble.org', './chapters/ch1_main.org', './basecv.org'],
  },
  {
    source: 'The Org Manual, "Hyperlinks": file links, a path, and Org\'s own targets (custom id, headline, info, elisp) which are no URIs',
    languageId: 'org',
    text: 'See [[file:installation.org][here]], [[file:papers/last.pdf::5]], [[./img/a.jpg]], [[#my-custom-id]], [[*Some section]], [[info:emacs#Top][Emacs manual]], [[elisp:org-agenda]] and [[file:/home/dominik/images/jupiter.jpg]].\n',
    refs: ['installation.org', 'papers/last.pdf', './img/a.jpg'],
  },
  {
    source: 'links are not read in source blocks and comment lines; URLs there are text',
    languageId: 'org',
    text: '#+begin_src sh\necho [[file:src.org]] https://example.org/in-block\n#+end_src\n# [[https://example.org/commented][x]]\n[[https://orgmode.org/][Org]]\n',
    refs: ['https://example.org/in-block => https://example.org/in-block (plain)', 'https://example.org/commented => https://example.org/commented (plain)', 'https://orgmode.org/'],
  },
];

const LATEX: Row[] = [
  {
    source: 'hyperref\'s manual: \\href\'s text is no part of the target, escapes are the characters, \\url\'s braces balance',
    languageId: 'latex',
    text: 'See \\href{https://www.latex-project.org/help/documentation/\\#classes}{the \\LaTeX{} documentation} and \\url{https://ctan.org/pkg/hyperref}.\n',
    refs: ['https://www.latex-project.org/help/documentation/\\#classes => https://www.latex-project.org/help/documentation/#classes', 'https://ctan.org/pkg/hyperref'],
  },
  {
    source: 'a thesis\'s root document: \\input and \\include name .tex files, graphics with an extension relative to the root; comments are not read',
    languageId: 'latex',
    text: '\\documentclass[a4paper,12pt]{report}\n\\usepackage{graphicx}\n\\begin{document}\n\\input{chapters/introduction}\n\\include{appendix}\n\\includegraphics[width=0.8\\textwidth]{figures/overview.pdf}\n\\includegraphics{figures/logo}\n%\\input{chapters/draft}\n\\end{document}\n',
    refs: ['chapters/introduction => chapters/introduction.tex', 'appendix => appendix.tex', 'figures/overview.pdf'],
  },
  {
    source: 'a chapter (no \\documentclass): its paths are its root document\'s, which it does not name; a \\graphicspath adds folders',
    languageId: 'latex',
    text: '\\chapter{Methods}\n\\input{sections/setup}\n\\graphicspath{{../images/}}\n\\includegraphics{plot.png}\n\\href{results.pdf}{the results}\n',
    refs: [],
  },
  {
    source: 'verbatim environments show commands, not links',
    languageId: 'latex',
    text: '\\begin{verbatim}\n\\url{http://example.org/shown}\n\\end{verbatim}\n\\url{http://example.org/real}\n',
    refs: ['http://example.org/shown => http://example.org/shown (plain)', 'http://example.org/real'],
  },
];

const POD: Row[] = [
  {
    source: 'a Raku module\'s POD (Text::ParseWords port): L<text|url>, the text a module name with colons',
    languageId: 'pod',
    text: "=head1 SEE ALSO\n\nThis module is inspired by, but has different behavior than, Perl's\nL<Text::ParseWords|https://metacpan.org/pod/Text::ParseWords> and\nL<Text::Shellwords|https://metacpan.org/pod/Text::Shellwords>.\n",
    refs: ['https://metacpan.org/pod/Text::ParseWords', 'https://metacpan.org/pod/Text::Shellwords'],
  },
  {
    source: 'a script\'s POD: L<< text|url >> with spaces inside the brackets, and manual pages by name, which are no URIs',
    languageId: 'pod',
    text: 'It follows L<< Config::Std|https://metacpan.org/pod/Config::Std >> format and rules.\nUse L<Devel::Cover> and L<perlpod/"Formatting Codes"> and L</DESCRIPTION>.\nA list is L<here|https://metacpan.org/source/Net::SNMP::Message#L75>.\n',
    refs: ['https://metacpan.org/pod/Config::Std', 'https://metacpan.org/source/Net::SNMP::Message#L75'],
  },
  {
    source: 'verbatim paragraphs and =begin html regions are not POD text',
    languageId: 'pod',
    text: '=head1 EXAMPLE\n\n    L<see|https://example.org/verbatim>\n\n=begin html\n\n<a href="https://example.org/html">x</a>\n\n=end html\n\nBack: L<x|https://example.org/back>\n',
    refs: ['https://example.org/verbatim => https://example.org/verbatim (plain)', 'https://example.org/html => https://example.org/html (quoted)', 'https://example.org/back'],
  },
];

const TEXTILE: Row[] = [
  {
    source: 'rstacruz/cheatsheets textile.md: a link, an image, an image that links, a link alias',
    languageId: 'textile',
    text: '"Hypertext":index.html\n"Text link":link\n\n[link]http://link.com\n\n!image.jpg!\n!image.jpg(title text)!\n!image.jpg!:link.html\n\n!>right.jpg!\n',
    refs: ['index.html', 'http://link.com', 'image.jpg', 'image.jpg', 'image.jpg', 'link.html', 'right.jpg'],
  },
  {
    source: 'a Textile test page: a link whose text holds a class and a title, the target\'s balanced parentheses kept, the prose\'s left',
    languageId: 'textile',
    text: '( Excerpt from "(classname)Textile(textile at Wikipedia)":https://en.wikipedia.org/wiki/Textile_(markup_language) )\n"Textile docs":https://textile-lang.com/doc/links.\n',
    refs: ['https://en.wikipedia.org/wiki/Textile_(markup_language)', 'https://textile-lang.com/doc/links'],
  },
  {
    source: 'a quoted word before a colon is no link; bc. blocks and @code@ are not read',
    languageId: 'textile',
    text: 'The "key":value pair.\n\nbc. "a":b.html\n\nUse @"x":y.html@ here.\n',
    refs: [],
  },
];

const WIKITEXT: Row[] = [
  {
    source: 'Wikipedia, "George Washington": an external link\'s text after the space, a citation template\'s | ends its url',
    languageId: 'wikitext',
    text: "<ref>Mary V. Thompson, [http://www.pbs.org/wgbh/pages/frontline/shows/jefferson/video/lives.html \"The Private Life of George Washington's Slaves\"], Frontline, PBS</ref> [[laudanum]].<ref>{{cite web|url=http://www.georgewashington.si.edu/portrait/face.html |title=The Portrait}}</ref>\n",
    refs: ['http://www.pbs.org/wgbh/pages/frontline/shows/jefferson/video/lives.html', 'http://www.georgewashington.si.edu/portrait/face.html'],
  },
  {
    source: 'Wikipedia: a url parameter followed by |title= without a space; internal links, files and categories are no URIs',
    languageId: 'wikitext',
    text: "{{cite web|title=Tennessee History|url=http://www.tennesseehistory.com/class/Jackson.htm|work=Masonic Research}}\n[[File:T Jefferson by Charles Willson Peale 1791 2.jpg|right|200px|thumb]] [[#Tucker37|Tucker, 1837]] [[Category:George Washington| ]]\n",
    refs: ['http://www.tennesseehistory.com/class/Jackson.htm'],
  },
  {
    source: 'mediawiki.org Help:Links: a protocol-relative link, a bare URL before prose punctuation; nowiki and comments are not read',
    languageId: 'wikitext',
    text: '[//en.wikipedia.org/wiki/Main_Page Main Page] and see https://www.mediawiki.org/wiki/Help:Links.\n<nowiki>[https://example.org/nowiki x]</nowiki> <!-- [https://example.org/comment x] -->\n',
    refs: ['//en.wikipedia.org/wiki/Main_Page', 'https://www.mediawiki.org/wiki/Help:Links', 'https://example.org/nowiki => https://example.org/nowiki (plain)', 'https://example.org/comment => https://example.org/comment (plain)'],
  },
];

/** A notebook as nbformat 4 writes it (jakevdp/PythonDataScienceHandbook's cells): keys sorted, each line a string. */
const NOTEBOOK = JSON.stringify({
  cells: [
    { cell_type: 'markdown', metadata: {}, source: ['# Preface\n', '\n', '![Data Science Venn Diagram](figures/Data_Science_VD.png)\n', 'See <a href="https://example.org/a b">x</a> and [the \\"docs\\"](https://docs.python.org/3/ "Python")'] },
    { cell_type: 'code', execution_count: 1, metadata: {}, outputs: [{ name: 'stdout', output_type: 'stream', text: ['see http://example.org/[broken]\n'] }],
      source: ['import requests\n', 'r = requests.get("https://api.github.com/users/{user}")  # https://x.example/a b'] },
    { cell_type: 'raw', metadata: {}, source: 'mailto:someone@example.org' },
  ],
  metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' }, language_info: { name: 'python' } },
  nbformat: 4, nbformat_minor: 4,
}, null, 1);

/** A notebook whose Markdown links name its own headings, by Jupyter's ids (spaces made -, case kept). */
const NOTEBOOK_FRAGMENTS = JSON.stringify({
  cells: [
    { cell_type: 'markdown', metadata: {}, source: ['# Preface\n', '\n', '## What Is Data Science?\n', '\n', 'See [the question](#What-Is-Data-Science?), [the top](#Preface) and [a GitHub slug](#what-is-data-science).'] },
  ],
  metadata: { kernelspec: { language: 'python' } }, nbformat: 4, nbformat_minor: 4,
}, null, 1);

const NOTEBOOKS: Row[] = [
  {
    source: 'jakevdp/PythonDataScienceHandbook\'s Preface: #Heading within a notebook is judged as Jupyter renders the heading',
    languageId: 'jupyter',
    text: NOTEBOOK_FRAGMENTS,
    refs: ['#What-Is-Data-Science? => #What-Is-Data-Science? (markdown-link)', '#Preface => #Preface (markdown-link)', '#what-is-data-science => #what-is-data-science (markdown-link)'],
    findings: ['link-missing-fragment what-is-data-science'],
  },
  {
    source: 'a notebook: Markdown cells as Markdown, code cells as the kernel\'s language, outputs not read',
    languageId: 'jupyter',
    text: NOTEBOOK,
    refs: [
      'figures/Data_Science_VD.png => figures/Data_Science_VD.png (markdown-link)',
      'https://example.org/a b => https://example.org/a b (html-attribute)',
      'https://docs.python.org/3/ => https://docs.python.org/3/ (markdown-link)',
      'https://api.github.com/users/{user} => https://api.github.com/users/{user} (code)',
      'https://x.example/a => https://x.example/a (code)',
      'mailto:someone@example.org => mailto:someone@example.org (plain)',
    ],
    findings: ['invalid-character a b'],
  },
];

const CODE: Row[] = [
  {
    source: 'asciidoctor/asciidoctor-pdf: converter.rb, a %(…) literal interpolating an assignment with spaces and quotes, one template',
    languageId: 'ruby',
    text: "video_path = %(https://www.youtube.com/watch?v=#{video_id = node.attr 'target'})\n",
    refs: ["https://www.youtube.com/watch?v=#{video_id = node.attr 'target'} => https://www.youtube.com/watch?v=#{video_id = node.attr 'target'} (code)"],
  },
  {
    source: 'asciidoctor/asciidoctor-pdf: tasks/release-notes.rb, a here-document\'s Markdown interpolating method calls',
    languageId: 'ruby',
    text: "notes = <<~EOS\nLogs: #{previous_tag ? %( | [gem diff](https://my.diffend.io/gems/#{gem_name}/#{previous_tag.delete_prefix 'v'}/#{release_tag.delete_prefix 'v'})) : ''}\nEOS\n",
    refs: ["https://my.diffend.io/gems/#{gem_name}/#{previous_tag.delete_prefix 'v'}/#{release_tag.delete_prefix 'v'} => https://my.diffend.io/gems/#{gem_name}/#{previous_tag.delete_prefix 'v'}/#{release_tag.delete_prefix 'v'} (code)"],
  },
  {
    source: 'babel/website: scopedEval.ts, a template literal\'s ${…} that goes on over the next lines is the data\'s, a template',
    languageId: 'typescript',
    text: 'code =\n  `# sourceMappingURL=data:application/json;charset=utf-8;base64,${btoa(\n    unescape(encodeURIComponent(sourceMap))\n  )}`;\nbad = `data:application/json;base64,{btoa(`;\n',
    refs: ['data:application/json;charset=utf-8;base64,${btoa( => data:application/json;charset=utf-8;base64,${btoa( (code)', 'data:application/json;base64,{btoa( => data:application/json;base64,{btoa( (code)'],
    findings: ['invalid-character {btoa('],
  },
  {
    source: 'a Ruby string interpolating an expression with quotes of its own is one template',
    languageId: 'ruby',
    text: 'url = "https://#{ENV["HOST"]}/api/v1"\nx = %r{https?://[a-z]+\\.example\\.com/}\n',
    refs: ['https://#{ENV["HOST"]}/api/v1 => https://#{ENV["HOST"]}/api/v1 (code)'],
  },
  {
    source: 'JuliaDocs/Documenter.jl: src/deployconfig.jl, Julia\'s $(…) interpolating an expression with quotes of its own is one template',
    languageId: 'julia',
    text: '    return "https://$(ENV["GITHUB_ACTOR"]):$(ENV["GITHUB_TOKEN"])@$(cfg.github_host)/$(cfg.github_repository).git"\n',
    refs: ['https://$(ENV["GITHUB_ACTOR"]):$(ENV["GITHUB_TOKEN"])@$(cfg.github_host)/$(cfg.github_repository).git => https://$(ENV["GITHUB_ACTOR"]):$(ENV["GITHUB_TOKEN"])@$(cfg.github_host)/$(cfg.github_repository).git (code)'],
    // Its password is the environment's: a placeholder, said as information.
    findings: ['placeholder-password $(ENV["GITHUB_TOKEN"])'],
  },
  {
    source: 'Kotlin\'s ${…} holding quotes of its own is one template',
    languageId: 'kotlin',
    text: 'val url = "https://${System.getenv("HOST")}/api/v1"\n',
    refs: ['https://${System.getenv("HOST")}/api/v1 => https://${System.getenv("HOST")}/api/v1 (code)'],
  },
  {
    source: 'a shell\'s command substitution $(…) holding quotes of its own, in a double-quoted string, is one template',
    languageId: 'shellscript',
    text: 'curl "https://$(git config --get "remote.origin.host")/api"\n',
    refs: ['https://$(git config --get "remote.origin.host")/api => https://$(git config --get "remote.origin.host")/api (code)'],
  },
  {
    source: 'PHP: {$x} in a double-quoted string interpolates (in single quotes it still reads as a placeholder, as OpenAPI writes them)',
    languageId: 'php',
    text: '<?php\n$url = "https://{$host}/api/{$config[\'v\']}/x";\n$u2 = "https://$host/path";\n$u3 = \'https://example.org/{$x}\';\n',
    refs: ['https://{$host}/api/{$config[\'v\']}/x => https://{$host}/api/{$config[\'v\']}/x (code)', 'https://$host/path => https://$host/path (code)', 'https://example.org/{$x} => https://example.org/{$x} (code)'],
  },
  {
    source: 'a sed script\'s substitution is a pattern and its pieces, whatever its delimiter',
    languageId: 'shellscript',
    text: 'sed -e \'s|https://old.example.com/a|https://new.example.com/b|g\' file\nsed "s#http://x.example/#https://y.example/#" f\necho https://ok.example/\n',
    refs: ['https://ok.example/ => https://ok.example/ (code)'],
  },
  {
    source: 'doc comments: a link\'s text is no part of its target (Javadoc, JSDoc, C#)',
    languageId: 'java',
    text: '/**\n * See {@link https://example.org/a text with spaces} and {@linkplain https://example.org/b|label}.\n * @see <a href="https://example.org/c">c</a>\n * @see https://example.org/d Some title\n */\n',
    refs: ['https://example.org/a => https://example.org/a (code)', 'https://example.org/b => https://example.org/b (code)', 'https://example.org/c => https://example.org/c (code)', 'https://example.org/d => https://example.org/d (code)'],
  },
];

const DOC_COMMENTS: Row[] = [
  {
    source: 'jpype-project/jpype javadoc test: @see a title in quotes, a symbol, a relative <a href> (a page of the generated docs, not found in code)',
    languageId: 'java',
    text: '/**\n * A bunch of random stuff.\n *\n * @author nelson85\n * @see "The Java Programming Language"\n * @see java.lang.Object#wait()\n * @see <a href="spec.html#section">Java Spec</a>\n * @version 1.0\n */\n',
    refs: [],
  },
  {
    source: 'OpenJDK com.sun.source.tree and a Javadoc {@link}: symbols, a label with spaces, and an @see <a href> URL',
    languageId: 'java',
    text: '/**\n * @see "The Java Language Specification, 3rd ed, section 14.20"\n * Use {@link java.util.List#add(Object) the add method} or {@linkplain Map#get(Object)}.\n * @see <a href="http://www.google.com">google</a>\n */\n',
    refs: ['http://www.google.com => http://www.google.com (code)'],
  },
  {
    source: 'C# XML doc comments (Mastodon API client, a Win32 wrapper): <seealso href> is a URL; cref names a symbol, with its kind prefix',
    languageId: 'csharp',
    text: '/// <seealso href="https://docs.joinmastodon.org/entities/Instance/#domain"/>\n/// <seealso cref="MEMORYSTATUSEX"/>\n/// <seealso href="https://docs.microsoft.com/windows/desktop/Memory/memory-management-functions">Memory Management Functions</seealso>\n/// Uses <see cref="T:System.String"/>, <see cref="M:System.String.Concat(System.Object)"/> and <see langword="null"/>.\n',
    refs: ['https://docs.joinmastodon.org/entities/Instance/#domain => https://docs.joinmastodon.org/entities/Instance/#domain (code)',
      'https://docs.microsoft.com/windows/desktop/Memory/memory-management-functions => https://docs.microsoft.com/windows/desktop/Memory/memory-management-functions (code)'],
  },
  {
    source: 'the Doxygen manual: \\ref and @ref name a page, group or member, \\link a symbol; an <a href> in a comment is a URL',
    languageId: 'cpp',
    text: '/**\n * \\brief See \\ref page_intro "the introduction", @ref group_x and \\link Foo::bar the bar \\endlink.\n * <a href="https://www.doxygen.nl/manual/commands.html#cmdref">Doxygen\'s \\ref</a>\n */\n',
    refs: ['https://www.doxygen.nl/manual/commands.html#cmdref => https://www.doxygen.nl/manual/commands.html#cmdref (code)'],
  },
  {
    source: 'KDoc: a symbol in brackets, a Javadoc {@link}, and a Markdown link in the comment',
    languageId: 'kotlin',
    text: '/**\n * Uses [kotlin.collections.List] and {@link java.util.List}. See [the docs](https://kotlinlang.org/docs/kotlin-doc.html).\n * @see java.util.List\n */\nclass E\n',
    refs: ['https://kotlinlang.org/docs/kotlin-doc.html => https://kotlinlang.org/docs/kotlin-doc.html (code)'],
  },
  {
    source: 'dotnet/AspNetCore.Docs and Unity\'s AR Foundation docs (DocFX): xref:uid and <xref:uid> name an API by its uid, not a URI (a generic\'s `1 is no error)',
    languageId: 'markdown',
    text: '* [List](xref:System.Collections.Generic.List`1)\\<<xref:Microsoft.AspNetCore.Http.IFormFile>>\n| **List** | [List](xref:System.Collections.Generic.List`1) of [ARHumanBody](xref:UnityEngine.XR.ARFoundation.ARHumanBody) | Where to save |\n<a href="xref:System.String">String</a> and [the guide](guide.md)\n',
    refs: ['guide.md => guide.md (markdown-link)'],
  },
];

const TEMPLATES: Row[] = [
  {
    source: 'symfony/symfony-docs: container parameters and environment variable processors are template expressions; a processor is no scheme',
    languageId: 'yaml',
    text: "lock: 'sqlite:///%kernel.project_dir%/var/lock.db'\ndump_destination: \"tcp://%env(VAR_DUMPER_SERVER)%\"\nauth: '%env(file:AUTH_FILE)%'\n",
    refs: ["sqlite:///%kernel.project_dir%/var/lock.db => sqlite:///%kernel.project_dir%/var/lock.db (yaml-value)", 'tcp://%env(VAR_DUMPER_SERVER)% => tcp://%env(VAR_DUMPER_SERVER)% (yaml-value)'],
  },
  {
    source: 'symfony/symfony-docs: an editor\'s link format, its fields %f and %l, %%f where % is doubled',
    languageId: 'yaml',
    text: "file_link_format: \"phpstorm://open?file=%f&line=%l\"\nide: 'myide://open?url=file://%%f&line=%%l'\n",
    refs: ['phpstorm://open?file=%f&line=%l => phpstorm://open?file=%f&line=%l (yaml-value)', 'myide://open?url=file://%%f&line=%%l => myide://open?url=file://%%f&line=%%l (yaml-value)'],
  },
  {
    source: 'OAI/OpenAPI-Specification: runtime expressions in a callback URL hold # and / of their own',
    languageId: 'yaml',
    text: "callbacks:\n  myEvent:\n    'http://notificationServer.com?transactionId={$request.body#/id}&email={$request.body#/email}':\n",
    refs: ["http://notificationServer.com?transactionId={$request.body#/id}&email={$request.body#/email} => http://notificationServer.com?transactionId={$request.body#/id}&email={$request.body#/email} (yaml-value)"],
  },
  {
    source: 'ansible-collections/community.docker: a sed script in a task, its delimiter %',
    languageId: 'yaml',
    text: "- shell: sed -i 's%#baseurl=http://mirror.centos.org/%baseurl=https://vault.centos.org/%g' /etc/yum.repos.d/*.repo\n",
    refs: [],
  },
  {
    source: 'ansible-collections/community.docker: a Jinja expression opened at the end of a line goes on over the next lines',
    languageId: 'yaml',
    text: 'docker_daemon_frontend_https: >-\n  https://{{\n    nginx_container.container.NetworkSettings.IPAddress\n  }}:5000\n',
    refs: ['https://{{ => https://{{ (yaml-value)'],
  },
  {
    source: 'mkdocs/mkdocs: a log level in capitals is a label, though info: is a registered scheme',
    languageId: 'python',
    text: "assert log.startswith('INFO:Documentation built')\n",
    refs: [],
  },
];

const ATTRIBUTES: Row[] = [
  {
    source: 'JamesNK/Newtonsoft.Json: a code-analysis ruleset is XML, where Action is no link; XML\'s own link attributes are',
    languageId: 'xml',
    text: '<RuleSet Name="Rules" xmlns:x="urn:example:x"><Rules AnalyzerId="A"><Rule Id="CA1040" Action="None" /></Rules>\n<Include Path="base.ruleset" Action="Default" /><x:doc xlink:href="a.xml" Href="b.xml"/></RuleSet>\n',
    refs: ["urn:example:x => urn:example:x (html-attribute)", "a.xml => a.xml (html-attribute)"],
  },
  {
    source: 'facebook/react-native-website: a JSX component\'s props (MDX, Markdown read by Docusaurus) are its own; HTML elements\' are links',
    languageId: 'markdown',
    text: 'This will copy the `package.json` <RNTemplateRepoLink href="template/package.json">file</RNTemplateRepoLink> to your project.\n<IMG SRC="logo.png"> <a href="guide.md">guide</a>\n',
    refs: ['logo.png => logo.png (html-attribute)', 'guide.md => guide.md (html-attribute)'],
  },
  {
    source: 'dapr/docs: state-management/howto-stateful-service.md and pubsub/pubsub-bulk.md, a Python sample\'s format fields; in a block of no language a last segment\'s `{}` is a blank too (round 23), a `{}` inside a segment an error',
    languageId: 'markdown',
    text: '```python\ndapr_state_url = "http://localhost:3500/v1.0/state/{}".format(store_name)\nbase_url = "http://localhost:3500/v1.0-alpha1/publish/bulk/{}/{}"\n```\n\n```\nx = "http://localhost:3500/v1.0/state/{}"\ny = "http://localhost:3500/v1.0/state/a{}"\n```\n',
    refs: [
      'http://localhost:3500/v1.0/state/{} => http://localhost:3500/v1.0/state/{} (code)',
      'http://localhost:3500/v1.0-alpha1/publish/bulk/{}/{} => http://localhost:3500/v1.0-alpha1/publish/bulk/{}/{} (code)',
      'http://localhost:3500/v1.0/state/{} => http://localhost:3500/v1.0/state/{} (quoted)',
      'http://localhost:3500/v1.0/state/a{} => http://localhost:3500/v1.0/state/a{} (quoted)',
    ],
    findings: ['invalid-character a{}'],
  },
  {
    source: 'gohugoio/hugoDocs: content/en/functions/strings/FindRESubmatch.md, a ```json block whose strings escape their quotes',
    languageId: 'markdown',
    text: '```json\n[\n  [\n    "<a href=\\"https://example.org\\"></a>Example</a>",\n    "https://example.org"\n  ]\n]\n```\n',
    refs: ['https://example.org => https://example.org (plain)', 'https://example.org => https://example.org (code)'],
  },
  {
    source: 'OAI/OpenAPI-Specification: proposals/2025-03-20-URIs-for-Tags.md, a $ref of a YAML example names no file of this repository',
    languageId: 'markdown',
    text: '```yaml\ntags:\n  - $ref: "./customers.yaml#/tags/0"\n```\n',
    refs: ['./customers.yaml#/tags/0 => ./customers.yaml#/tags/0 (code)'],
  },
];

function described(text: string, ref: ReturnType<typeof findUris>[number]): string {
  const written = text.slice(ref.start, ref.end);
  const read = ref.text === written ? '' : ` => ${ref.text}`;
  const context = ref.context === 'markup-link' ? '' : `${read === '' ? ` => ${ref.text}` : ''} (${ref.context})`;
  return `${written}${read}${context}`;
}

describe('markup languages: each one\'s own link syntax, its link text left out', () => {
  for (const row of [...ASCIIDOC, ...RST, ...ORG, ...LATEX, ...POD, ...TEXTILE, ...WIKITEXT, ...NOTEBOOKS, ...CODE, ...DOC_COMMENTS, ...TEMPLATES, ...ATTRIBUTES]) {
    it(`${row.languageId}: ${row.source}`, () => {
      const refs = findUris(row.text, { languageId: row.languageId });
      assert.deepEqual(refs.map((r) => described(row.text, r)), row.refs);
      const { doc, analysis } = open(row.text, row.languageId, `file:///work/docs/page.${row.languageId}`);
      const findings = service.diagnostics({ document: doc, analysis, settings: settings() });
      assert.deepEqual(findings.map((d) => `${String(d.code)} ${textAt(doc, d.range)}`), row.findings ?? []);
    });
  }
});
