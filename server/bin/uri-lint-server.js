#!/usr/bin/env node
'use strict';
// The URI Lint language server; see `uri-lint-server --help`. Built by `npx tsc -b`.
require('../out/node/main.js');
