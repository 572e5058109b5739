/**
 * Files named as templates (`package_index.json.Hourly.template`, `config.json.in`, `Makefile.in`, `values.yaml.tmpl`)
 * are read as what their name says, or as plain text where it says nothing the table of languages knows, and their
 * placeholders (`%%FILENAME%%`, autoconf's `@VERSION@`, `${X}`, `$SCHEME://`) are template expressions in every one of
 * them: nothing is claimed of a value the build fills in, while a stray "%" of the literal text is still found: an
 * Error where the name says a language the table knows (`Makefile.in`, `values.yaml.tmpl`), Information where it says
 * none (`.template`, `.in` after an extension): the tool cannot tell a string from code there.
 */
import assert from 'node:assert/strict';
import { positionOf, problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('CLI: files named as templates, their placeholders read as templates', () => {
  after(removeTempTrees);

  // arduino/ArduinoCore-avr extras/package_index.json.Hourly.template:17, then the general forms.
  const rows: [file: string, text: string, level: 'error' | 'information'][] = [
    ['extras/package_index.json.Hourly.template', '{\n  "url": "http://downloads.arduino.cc/Hourly/avr/%%FILENAME%%",\n  "x": "http://x.example/a%zz"\n}\n', 'information'],
    ['config.json.in', '{\n  "url": "https://x.example/@PACKAGE_VERSION@/%%ARCH%%.tar.gz",\n  "x": "http://x.example/a%zz"\n}\n', 'information'],
    // make reads `%` as its pattern character: a "|" is the literal text's error there.
    ['Makefile.in', 'URL = $(SCHEME)://x.example/@VERSION@/\nX = "http://x.example/a|zz"\n', 'error'],
    ['deploy.sh.template', 'url="$SCHEME://$HOST:$PORT/api"\nx="http://x.example/a%zz"\n', 'information'],
    ['values.yaml.tmpl', 'url: "{{ .Values.scheme }}://{{ .Values.host }}/x"\nx: "http://x.example/a%zz"\n', 'error'],
  ];
  for (const [file, text, level] of rows) {
    it(`${file}: the placeholders are quiet, the literal text's error ${level === 'error' ? 'an Error' : 'Information'}`, () => {
      const run = runJson([], tempTree({ [file]: text }));
      const [needle, code] = text.includes('a|zz') ? ['a|zz', 'invalid-character'] : ['a%zz', 'invalid-percent-encoding'];
      assert.deepEqual(problemList(run.report), [`${file}:${positionOf(text, needle)} ${level} ${code}`]);
    });
  }
});
