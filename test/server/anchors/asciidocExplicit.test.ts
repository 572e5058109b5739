/**
 * AsciiDoc's explicit anchors (`[[id]]`, `[#id]`, `anchor:id[]`) are the
 * language's own: every renderer of it makes them, GitHub's included. Only
 * Markdown's `{#id}` waits on a site generator that reads attribute lists.
 * Each case is a shape from a public repository where an AsciiDoc page's
 * fragment was reported missing though its target names it.
 */
import * as assert from 'node:assert/strict';
import { judgeFragment, TargetIndex } from '@uri-lint/server/service/internal';

const CASES = [
  {
    // hazelcast/hz-docs: docs/modules/clusters/pages/discovery-mechanisms.adoc, named by
    // network-configuration.adoc's `xref:discovery-mechanisms.adoc#multicast[Multicast section]`.
    name: '[[id]] on the line above a section title',
    text: ['= Discovery Mechanisms', '', '[[auto-detection]]', '== Auto Detection', '', '[[multicast]]', '== Multicast', ''].join('\n'),
    found: ['multicast', 'auto-detection', '_multicast'],
    missing: ['multicasts'],
  },
  {
    // hazelcast/hz-docs: docs/modules/clusters/pages/deadline-detector.adoc, named by phi-accrual-detector.adoc's
    // `xref:deadline-detector.adoc#heartbeat-interval[Interval]`: an inline anchor inside a callout's text.
    name: 'an inline [[id]] in running text',
    text: ['= Deadline Failure Detector', '', '<2> [[heartbeat-interval]]Interval at which member heartbeat messages are sent.', ''].join('\n'),
    found: ['heartbeat-interval'],
    missing: ['heartbeat-timeout'],
  },
  {
    // neo4j/docs-cypher: modules/ROOT/pages/functions/temporal/index.adoc's `[[functions-datetime-truncate]]` form,
    // and the block attribute `[#id]` and `anchor:id[]` forms of the same claim.
    name: '[#id] and anchor:id[]',
    text: ['= Temporal functions', '', '[#functions-date-truncate]', '=== date.truncate()', '', 'Text anchor:in-text[] here.', ''].join('\n'),
    found: ['functions-date-truncate', 'in-text'],
    missing: ['functions-date-truncated'],
  },
];

describe('AsciiDoc explicit anchors, whatever the renderer of the linking page', () => {
  for (const { name, text, found, missing } of CASES) {
    it(name, () => {
      const index = new TargetIndex(text, 'asciidoc', 'github');
      // `explicitIds: false`: the linking page is read on GitHub, whose Markdown gives `{#id}` no id.
      const verdicts = (fragments: string[]) => fragments.map((f) => `${f}: ${judgeFragment(f, index, { explicitIds: false })?.found === false ? 'missing' : 'not reported'}`);
      assert.deepEqual(verdicts(found), found.map((f) => `${f}: not reported`));
      assert.deepEqual(verdicts(missing), missing.map((f) => `${f}: missing`));
    });
  }

  it('Markdown\'s {#id} still waits on the renderer', () => {
    const index = new TargetIndex('## Setup {#setup}\n', 'markdown', 'github');
    assert.equal(judgeFragment('setup', index, { explicitIds: false })?.found, false);
    assert.equal(judgeFragment('setup', index, { explicitIds: true })?.found, true);
  });
});
