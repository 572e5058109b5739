/**
 * Text that stands for a URI rather than being one: a template or format
 * string whose placeholders are filled in before anything reads it as a
 * URI. Flagging its `{`, `}` or `%` would be a false alarm, and no fix
 * could help, so such a reference is not reported at all.
 */

/** Template expressions: `${host}` (JavaScript, shells, GitHub Actions `${{ … }}`), `{{ url }}` and `{% … %}` (Mustache, Jinja, Liquid). */
const TEMPLATE = /\$\{|\{\{|\{%/;

/**
 * A printf conversion (`%s`, `%d`, `%5s`, `%(name)s`, `%lu`, Go's `%v`) where no
 * `pct-encoded` stands (§2.1): `%20s` is `%20` and an `s`.
 */
const PRINTF = /%(?![0-9A-Fa-f]{2})(?:\([A-Za-z_]\w*\))?\d*(?:hh|h|ll|l|z)?[sdiuvq](?![0-9A-Za-z])/;

/**
 * In source code and data files, a format field or URI Template expression:
 * `{}`, `{0}`, `{name}`, `{url!r}`, `{value:>8}` (Python f-strings and
 * `str.format`, C#, Rust's `format!`, .NET, route patterns), RFC 6570's
 * `{+path}`, `{?q,lang}`, `{/list*}` (OpenAPI, Google discovery documents),
 * AWS endpoint rules' `{PartitionResult#dnsSuffix}`. In prose `{version}`
 * stays an error.
 */
const FORMAT_FIELD = /\{[+#./;?&]?[\w.!:>\[\]()'"#,*-]*\}/;

/**
 * True when `text` holds a template expression, or, in source code and in
 * JSON and YAML data (`code`), a format field or a printf conversion.
 */
export function isPlaceholder(text: string, code: boolean): boolean {
  const brace = text.includes('{');
  if (brace && TEMPLATE.test(text)) return true;
  return code && ((brace && FORMAT_FIELD.test(text)) || (text.includes('%') && PRINTF.test(text)));
}
