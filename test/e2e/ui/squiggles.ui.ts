// Squiggles sit under the exact characters that break RFC 3986, not under
// the whole URI: measured on the rendered editor, not read from the API.
import * as assert from 'assert';
import * as path from 'path';
import { session } from './session';
import { lastLine, locate, type Box, type SquiggleKind, type TextSpot } from './workbench';

describe('squiggles (UI)', () => {
  beforeEach(() => session().workbench.reset());

  it('underline only the letter of a bad port, and only the password', async () => {
    const { workbench, workspaceRoot } = session();
    const file = path.join(workspaceRoot, 'api.ts');
    await workbench.openFile('api.ts');

    // `:80a`: the port is wrong because of `a`, and only `a` is underlined.
    await expectSquiggleUnder(locate(file, 'http://legacy.acme.example:80«a»/forecast'), 'error');
    // A password is a warning under the password, not under the user name.
    await expectSquiggleUnder(locate(file, 'https://admin:«s3cret»@admin.acme.example/'), 'warning');

    const clip = await workbench.editorRegion([await workbench.characterBox(lastLine(file))]);
    await workbench.screenshot('squiggles', { clip, readme: true });
  });

  it('underline only the space in a path, and each bad character of a port on its own', async () => {
    const { workbench, workspaceRoot } = session();
    const file = path.join(workspaceRoot, 'notes.txt');
    await workbench.openFile('notes.txt');

    await expectSquiggleUnder(locate(file, 'https://intranet.acme.example/team« »pages/weather'), 'error');
    // `:8o8o`: two letters o, two squiggles, and the 8 between them left alone.
    await expectSquiggleUnder(locate(file, 'http://staging.acme.example:8«o»8o/'), 'error', 2);
    await expectSquiggleUnder(locate(file, 'http://staging.acme.example:8o8«o»/'), 'error', 2);

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
