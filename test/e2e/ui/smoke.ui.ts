// The UI harness works: the workbench opens demo/ and shows a file.
import * as assert from 'assert';
import * as fs from 'fs';
import { session } from './session';

describe('workbench (UI)', () => {
  it('opens a demo file in the editor', async () => {
    const { workbench } = session();
    await workbench.openFile('README.md');
    assert.match(await workbench.editorText(), /# Acme Weather/);
    const file = await workbench.screenshot('smoke-readme');
    assert.ok(fs.statSync(file).size > 0);
  });
});
