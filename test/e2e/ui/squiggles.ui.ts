// Squiggles sit under the unit that holds the characters that break RFC 3986
// (a squiggle under one space or one "|" cannot be seen): the
// component (port, host, password) or the token of a path or query, never
// the whole URI. Measured on the rendered editor, not read from the API.
import * as assert from 'assert';
import * as path from 'path';
import { session } from './session';
import { lastLine, locate, type Box, type SquiggleKind, type TextSpot } from './workbench';

describe('squiggles (UI)', () => {
  beforeEach(() => session().workbench.reset());

  it('underline a bad port, a "|" with its query token, and only the password', async () => {
    const { workbench, workspaceRoot } = session();
    const file = path.join(workspaceRoot, 'api.ts');
    await workbench.openFile('api.ts');

    // `:80a`: the port is wrong because of `a`; the port is underlined, the message names it.
    await expectSquiggleUnder(locate(file, 'http://legacy.acme.example:«80a»/forecast'), 'error');
    // A password is a warning under the password, not under the user name.
    await expectSquiggleUnder(locate(file, 'https://admin:«s3cret»@admin.acme.example/'), 'warning');
    // One "|" in a query: the value that holds it, wide enough to be seen.
    await expectSquiggleUnder(locate(file, 'https://search.acme.example/?q=«rain|snow»'), 'error');

    const restore = await workbench.narrowEditor();
    try {
      const clip = await workbench.editorRegion([await workbench.characterBox(lastLine(file))]);
      await workbench.screenshot('squiggles', { clip, readme: true });
    } finally {
      await restore();
    }
  });

  it('underline the path segment that holds a space, and a port with two bad letters once', async () => {
    const { workbench, workspaceRoot } = session();
    const file = path.join(workspaceRoot, 'notes.txt');
    await workbench.openFile('notes.txt');

    // A space alone would be a squiggle one blank wide: its segment is underlined.
    await expectSquiggleUnder(locate(file, 'https://intranet.acme.example/«team pages»/weather'), 'error');
    // `:8o8o`: one invalid port, one squiggle.
    await expectSquiggleUnder(locate(file, 'http://staging.acme.example:«8o8o»/'), 'error');

    const clip = await workbench.editorRegion([await workbench.characterBox(lastLine(file))]);
    await workbench.screenshot('squiggles-notes', { clip });
  });
});

/**
 * Asserts that a squiggle of `kind` is drawn under exactly the characters
 * of `spot`: both its ends within half a character of theirs, so that one
 * character too many or too few on either side fails. `onLine` is how many
 * squiggles of that kind the line shows; waits until it shows them.
 */
async function expectSquiggleUnder(spot: TextSpot, kind: SquiggleKind, onLine = 1): Promise<void> {
  const { workbench } = session();
  const squiggles = await workbench.waitForSquigglesOn(spot.line, kind, onLine);
  const characters = await workbench.characterBox(spot);
  const characterWidth = characters.width / (spot.end - spot.start);
  // With several on the line, the one meant is the nearest.
  const distance = (box: Box) => Math.abs(box.x + box.width / 2 - (characters.x + characters.width / 2));
  const squiggle = squiggles.reduce((best, s) => (distance(s) < distance(best) ? s : best));
  const what = `the ${kind} squiggle under ${JSON.stringify(spot.lineText.slice(spot.start, spot.end))} on line ${spot.line}`;
  const px = (n: number) => `${n.toFixed(1)} px`;
  const tolerance = `(a character is ${px(characterWidth)})`;
  assert.ok(Math.abs(squiggle.x - characters.x) <= characterWidth / 2,
    `${what} starts at ${px(squiggle.x)}, the characters at ${px(characters.x)} ${tolerance}`);
  const [squiggleEnd, charactersEnd] = [squiggle.x + squiggle.width, characters.x + characters.width];
  assert.ok(Math.abs(squiggleEnd - charactersEnd) <= characterWidth / 2,
    `${what} ends at ${px(squiggleEnd)}, the characters at ${px(charactersEnd)} ${tolerance}`);
}
