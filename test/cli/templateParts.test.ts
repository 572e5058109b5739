/**
 * A finding is a claim: made only where the tool knows the language it read. The parts of a template language (Twirl's
 * and Razor's `@` expressions, a Twig filter after a quoted literal, make's `$$`, Objective-C's `%@`) are the
 * template's, no URI's characters. Real lines of round 17's held-out repositories, through the command line as its
 * users run it, each beside a mistake in the same language that is still reported.
 */
import * as assert from 'node:assert/strict';
import type { RunReport } from '@uri-lint/server/cli';
import { problemList, removeTempTrees, runCli, tempTree } from './helpers';

/** A file of one case: its name, its text (real lines), and `line:column severity code` of each problem expected. */
interface Case {
  readonly why: string;
  readonly file: string;
  readonly text: string;
  readonly problems: readonly string[];
}

const CASES: readonly Case[] = [
  {
    why: 'Twirl (Play\'s `.scala.html`): `@name.member(args)`, `@(expr)` with quotes inside, `@{…}`, `@if(…){…}` are Scala, not URI text',
    // gitbucket src/main/twirl/gitbucket/core/: account/main, admin/usergroup, dashboard/header, helper/preview, pulls/commits, repo/files, admin/menu.
    file: 'twirl/main.scala.html',
    text: [
      '            <i class="octicon octicon-mail"></i> <a href="mailto:@account.mailAddress">@account.mailAddress</a>',
      '    <form id="form" method="post" action="@context.path/admin/users/@(account.map(x => s"${x.userName}/_editgroup").getOrElse("_newgroup"))" validate="true" autocomplete="off">',
      '      <a href="@(condition.copy(visibility = (if(condition.visibility == Some("private")) None else Some("private"))).toURL)">',
      '    <li><a href="#tab@(uid + 1)" data-toggle="tab" id="preview@uid">Preview</a></li>',
      '            <a href="@helpers.url(repository)/tree/@commit.id" class="button-link">Browse files »</a>',
      '          <a href="@{helpers.url(repository)}/archive/@{helpers.urlEncode(branch)}.zip@if(pathList.nonEmpty){?path=@helpers.urlEncode(pathList.mkString("/"))}" class="btn">Download ZIP</a>',
      '      <li class="menu-item-hover @if(active=="users"){active}">',
      '    <a href="https://github.com/gitbucket/gitbucket/wiki/@{page}?a=@(x)">wiki</a>',
      // Still a mistake: the literal text around the expressions is read as a URI.
      '    <a href="https://exa mple.com/@repository.name">x</a>',
      '',
    ].join('\n'),
    problems: ['9:22 error invalid-character'],
  },
  {
    why: 'Razor (`.cshtml`): the same `@` expressions; an e-mail address\'s `@` after a letter is the address\'s',
    file: 'Views/Home/Index.cshtml',
    text: [
      '<a href="mailto:@Model.Email">@Model.Email</a>',
      '<a href="@(Url.Action("Index", "Home"))/x">home</a>',
      '<a href="mailto:support@example.com">support</a>',
      '<a href="mailto:support@exa mple.com">broken</a>',
      '',
    ].join('\n'),
    problems: ['4:17 error invalid-character'],
  },
  {
    why: 'Twig: a filter after a quoted literal (`\'…\'|trackmatomolink`) is no part of the URI, which ends at the closing quote',
    // matomo plugins/CoreHome/templates/_warningInvalidHost.twig:4, plugins/Feedback/templates/index.twig:46
    file: 'templates/warning.twig',
    text: [
      '        <a class="btn btn-link" style="float:right;" href="{{ \'https://matomo.org/faq/troubleshooting/faq_171\'|trackmatomolink }}" rel="noreferrer noopener" target="_blank">',
      '            <form target="_blank" action="{{ \'https://matomo.org/support-plans/\'|trackmatomolink(null, null, \'App_ContactUs_button\') }}">',
      '        <a href="{{ \'https://matomo.org/faq/a%zz/\'|trackmatomolink }}">',
      '',
    ].join('\n'),
    problems: ['3:45 error invalid-percent-encoding'],
  },
  {
    why: 'Jinja: the same filter, the same end',
    file: 'templates/page.jinja',
    text: "<a href=\"{{ 'https://docs.example.org/guide/install'|urlize }}\">install</a>\n",
    problems: [],
  },
  {
    why: 'make: `$$` is the shell\'s `$` escaped in a recipe, so `$${EXPOSED_PORT:-4244}` is the shell\'s expression',
    // unleash test-migrations/Makefile:61
    file: 'test-migrations/Makefile',
    text: [
      'run:',
      '\t@UNLEASH_API=http://localhost:$${EXPOSED_PORT:-4244} DATABASE_SSL=false pnpm --dir ../frontend dev',
      '\tcurl -s "http://localhost:$$PORT/health"',
      '\tcurl -s "http://localhost:80a/health"',
      '',
    ].join('\n'),
    problems: ['4:28 error invalid-port'],
  },
  {
    why: 'Objective-C: `%@` is an object\'s conversion in a format string, no percent-encoding',
    // transmission macosx/Controller.mm:1647, macosx/TrackerCell.mm:203; openscad src/gui/SparkleAutoUpdater.mm:77
    file: 'macosx/Controller.mm',
    text: [
      '                    urlString = [NSString stringWithFormat:@"http://www.%@.com/%@",',
      '  NSString *urlstring = [NSString stringWithFormat:@"https://files.openscad.org/appcast%@.xml", enableSnapshots() ? @"-snapshots" : @""];',
      '  NSString *numbered = [NSString stringWithFormat:@"https://icons.duckduckgo.com/ip3/%1$@.ico", host];',
      '  NSString *broken = @"https://example.com/a%zz";',
      '',
    ].join('\n'),
    problems: ['4:44 error invalid-percent-encoding'],
  },
];

describe('uri-lint: a template language\'s parts are the template\'s, not a URI\'s (round 17)', () => {
  after(removeTempTrees);
  let problems: string[] = [];

  before(() => {
    const dir = tempTree(Object.fromEntries(CASES.map((c) => [c.file, c.text])));
    const run = runCli(['.', '--format', 'json', '--no-links'], dir);
    problems = problemList(JSON.parse(run.stdout) as RunReport).filter((p) => !p.includes(' information ') && !p.includes(' hint '));
  });

  for (const c of CASES) {
    it(`${c.file}: ${c.why}`, () => {
      assert.deepEqual(problems.filter((p) => p.startsWith(`${c.file}:`)).map((p) => p.slice(c.file.length + 1)), c.problems);
    });
  }
});
