/**
 * Links to the folders of git submodules a checkout lacks (links/submodules.ts): the forge shows a folder that holds a
 * submodule, so a link to it is found; a file below a submodule is no file the forge shows at that path, a Warning
 * saying why (mbedtls' programs/README.md into `framework/`, judged broken where it is read). Each case is
 * shaped after a public repository, over the real command line.
 */
import { describeMissingFiles } from './missingFiles';

describeMissingFiles('links: git submodules the checkout lacks', [
  {
    // nasa/cFS: CONTRIBUTING.md links `[libs](libs)`, whose only content is the submodule libs/sample_lib, and
    // `[apps](apps)`, a folder there. A folder no submodule is in, and a name beside a submodule's, stay missing.
    name: 'a folder holding a submodule is there on the forge; a file below one and others stay missing',
    tree: {
      '.gitmodules': '[submodule "libs/sample_lib"]\n\tpath = libs/sample_lib\n\turl = https://github.com/nasa/sample_lib.git\n'
        + '[submodule "cfe"]\n\tpath=cfe\n\turl = https://github.com/nasa/cFE.git\n',
      'apps/README.md': '# Apps\n',
      'CONTRIBUTING.md': '[apps](apps) [libs](libs) [lib](libs/sample_lib/) [cfe](cfe) [guide](cfe/docs/guide.md) [other](libs/other_lib) [gone](tools)\n',
    },
    missing: [['CONTRIBUTING.md', 'cfe/docs/guide.md'], ['CONTRIBUTING.md', 'libs/other_lib'], ['CONTRIBUTING.md', 'tools']],
  },
]);
