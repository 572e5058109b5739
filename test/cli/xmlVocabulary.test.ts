/**
 * A relative `href`/`src` in an XML file names a file as written only in the vocabularies whose processor resolves it
 * from the file's folder (XHTML, SVG, XSLT, XInclude, DITA, DocBook, feeds, a Maven site's pages). In any other
 * vocabulary the program that reads the file resolves it from where it looks: its missing file is said as information,
 * naming the root element, never a warning.
 */
import assert from 'node:assert/strict';
import { problemList, removeTempTrees, runJson, tempTree } from './helpers';

describe('CLI: links in XML of a vocabulary the tool does not know', () => {
  after(removeTempTrees);

  const rows: [string, string, string, 'information' | 'warning'][] = [
    // hathach/tinyusb hw/bsp/tm4c/boards/ek_tm4c123gxl/ek_tm4c123gxl.ccxml: TI Code Composer's target configuration,
    // whose paths Code Composer resolves from its own installation.
    ['board.ccxml', '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<configurations XML_version="1.2" id="configurations_0">\n',
      '    <configuration XML_version="1.2" href="connections/Stellaris_ICDI_Connection.xml" id="x"/>\n</configurations>\n', 'information'],
    // An IDE's launch configuration, a comment and a DOCTYPE before its root.
    ['run.launch', '<?xml version="1.0"?>\n<!-- generated -->\n<!DOCTYPE launchConfiguration>\n<launchConfiguration type="x">\n',
      '  <stringAttribute key="icon" src="icons/run.png"/>\n</launchConfiguration>\n', 'information'],
    // DITA's map, DocBook's XInclude and an SVG image: their processors read the file beside the document.
    ['guide.ditamap', '<?xml version="1.0"?>\n<!DOCTYPE map PUBLIC "-//OASIS//DTD DITA Map//EN" "map.dtd">\n<map>\n',
      '  <topicref href="topics/intro.dita"/>\n</map>\n', 'warning'],
    ['book.xml', '<?xml version="1.0"?>\n<book xmlns="http://docbook.org/ns/docbook" xmlns:xi="http://www.w3.org/2001/XInclude">\n',
      '  <xi:include href="chapters/one.xml"/>\n</book>\n', 'warning'],
    ['parts.xml', '<?xml version="1.0"?>\n<assembly xmlns:xi="http://www.w3.org/2001/XInclude">\n',
      '  <xi:include href="chapters/two.xml"/>\n</assembly>\n', 'warning'],
    // XHTML's own linking elements, embedded in any vocabulary (a namespace's declaration beside them is no link).
    ['ns.xml', '<root xmlns:x="x" xmlns="urn:example:y">\n', '<a href="gone.xml"/></root>\n', 'warning'],
    ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n',
      '  <image xlink:href="images/mark.png"/>\n</svg>\n', 'warning'],
  ];
  for (const [name, head, body, severity] of rows) {
    it(`${name}: ${severity}`, () => {
      const run = runJson([], tempTree({ [name]: head + body }));
      const problems = problemList(run.report);
      assert.equal(problems.length, 1, problems.join('\n'));
      assert.match(problems[0]!, new RegExp(`^${name.replace('.', '\\.')}:\\d+:\\d+ ${severity} link-missing-file$`));
      const message = run.report.files.flatMap((f) => f.problems).map((p) => p.message)[0]!;
      if (severity === 'information') assert.match(message, /An XML vocabulary URI Lint does not know, root element <[\w]+>/);
      else assert.doesNotMatch(message, /XML vocabulary/);
    });
  }
});
