/** The language server package; its features land with issue 3. */
export const SERVER_PACKAGE = "@uri-lint/server";
