/**
 * A Next.js app (`next.config.*`): its pages are routes its code makes (a `page` file below `app/`, route groups, dynamic
 * segments, `generateStaticParams`), a renderer the tool does not run. Its pages' links are not judged as missing
 * files; a README beside it, read on GitHub, still is.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('uri-lint: a Next.js app\'s pages link to routes its code makes', () => {
  after(removeTempTrees);

  it('links of an app/ page to routes and to public/ files are not said missing; the README\'s broken link is (shuding/nextra\'s blog example)', () => {
    // shuding/nextra: examples/blog, a route group's page linking to a page, a dynamic route and a public/ image.
    const tree = {
      'examples/blog/next.config.mjs': "import nextra from 'nextra'\nconst withNextra = nextra({})\nexport default withNextra({ reactStrictMode: true })\n",
      'examples/blog/app/posts/(with-comments)/draft/page.mdx': '# Draft\n\nBack to [posts](/posts), see [web development](/tags/web%20development).\n\n![image](/img.jpeg)\n',
      'examples/blog/app/posts/page.jsx': 'export default function Posts() { return null }\n',
      'examples/blog/app/tags/[tag]/page.jsx': 'export default function Tag() { return null }\n',
      'examples/blog/public/img.jpeg': 'jpeg',
      'examples/blog/README.md': '# Blog\n\nSee [the theme\'s docs](docs/theme.md).\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [
      `examples/blog/README.md:${positionOf(tree['examples/blog/README.md'], 'docs/theme.md')} warning link-missing-file`,
    ]);
  });

  it('a page\'s fragment of its own is the renderer\'s id: a miss is information, not a warning (vercel/swr-site\'s [#id] headings)', () => {
    // vercel/swr-site: content/blog/swr-v1.mdx, a heading with the custom id syntax of the MDX site's framework.
    const tree = {
      'next.config.ts': "import { createMDX } from 'fumadocs-mdx/next'\nexport default createMDX()({})\n",
      'content/blog/swr-v1.mdx': '# SWR 1.0\n\n### useSWRConfig() [#useswrconfig]\n\nUse the new [`useSWRConfig` API](#useswrconfig) instead.\n',
    };
    const run = runJson([], tempTree(tree));
    assert.deepEqual(problemList(run.report), [
      `content/blog/swr-v1.mdx:${positionOf(tree['content/blog/swr-v1.mdx'], 'useswrconfig)')} information link-missing-fragment`,
    ]);
    assert.match(run.report.files.find((f) => f.path === 'content/blog/swr-v1.mdx')!.problems[0]!.message, /Next\.js renders this page by rules URI Lint does not model/);
  });
});
