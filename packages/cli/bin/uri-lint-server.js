#!/usr/bin/env node
// The URI Lint language server; see `uri-lint-server --help`.
import '../out/server.js';
