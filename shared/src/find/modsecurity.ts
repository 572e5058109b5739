/**
 * ModSecurity's rule language (SecLang: ModSecurity's reference manual, "Configuration Directives"), in the `.conf`
 * files VS Code names Java properties, told by their directives (find/content.ts `isModSecurityText`):
 * `SecRule VARIABLES OPERATOR [ACTIONS]`, its arguments quoted or not, a line continued by a backslash before its
 * break. Two of them hold no URI:
 *
 * - the variables, collections and their keys joined by `|` (`ARGS|XML:/*|XML://@*|REQUEST_HEADERS:Referer`: an
 *   XPath expression after `XML:`), coreruleset's rules/REQUEST-932-APPLICATION-ATTACK-RCE.conf, and the targets
 *   `SecRuleUpdateTargetById`, `…ByTag` and `…ByMsg` add;
 * - the argument of the operator `@rx` (or `@rxGlobal`; `@rx` is the operator a rule names none), a PCRE regular
 *   expression: `"@rx (?i)…(?:x(?:link:href|html|mlns)|data:text/html|formaction)\b…"`, an alternation,
 *   coreruleset's rules/REQUEST-941-APPLICATION-ATTACK-XSS.conf.
 *
 * Other operators' arguments (`@streq`, `@pm`, `@beginsWith`), the actions (`msg:'…'`, `tag:'…'`) and the comments
 * are text, read as code's strings and comments are.
 */

/** A directive whose arguments are read here, at a line's start: a rule, or the targets a rule is given. */
const DIRECTIVE = /^[ \t]*(SecRule|SecRuleUpdateTargetBy(?:Id|Tag|Msg))(?=[ \t]|\\\r?\n)/gm;
/** An operator whose argument is a regular expression (`@rx`, `@rxGlobal`), after an optional `!`, then blanks. */
const REGEX_OPERATOR = /^!?[ \t]*@rx(?:Global)?(?:[ \t]+|$)/i;
/** Any operator: `@` then its name. */
const OPERATOR = /^!?[ \t]*@/;

/** The sorted `[start, end)` pairs of a text's ModSecurity rules that hold no URI: their variables and regular expressions. */
export function secRuleSpans(text: string): number[] {
  const spans: number[] = [];
  if (!text.includes('SecRule')) return spans;
  DIRECTIVE.lastIndex = 0;
  for (let m = DIRECTIVE.exec(text); m !== null; m = DIRECTIVE.exec(text)) {
    let at = m.index + m[0].length;
    const args: [number, number][] = [];
    for (let k = 0; k < 3; k++) {
      const arg = argument(text, at);
      if (arg === undefined) break;
      args.push([arg.start, arg.end]);
      at = arg.next;
    }
    if (m[1] === 'SecRule') {
      // `SecRule VARIABLES OPERATOR ACTIONS`.
      if (args[0] !== undefined) spans.push(...args[0]);
      if (args[1] !== undefined) {
        const [s, e] = args[1];
        const operator = text.slice(s, Math.min(e, s + 64));
        const regex = REGEX_OPERATOR.exec(operator);
        if (regex !== null) spans.push(s + regex[0].length, e);
        else if (!OPERATOR.test(operator)) spans.push(s, e);
      }
    } else {
      // `SecRuleUpdateTargetById ID TARGETS [REPLACED]`.
      for (const arg of args.slice(1)) spans.push(...arg);
    }
    DIRECTIVE.lastIndex = Math.max(DIRECTIVE.lastIndex, at);
  }
  return spans;
}

/**
 * The directive's argument after `at`, past blanks and continued line breaks: its text (inside its quotes) and where
 * reading goes on; undefined at the directive's end (a line break not continued, a comment, the text's end).
 */
function argument(text: string, at: number): { start: number; end: number; next: number } | undefined {
  let i = at;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x09) i++;
    else if (c === 0x5c && continues(text, i)) i = afterBreak(text, i);
    else break;
  }
  if (i >= text.length) return undefined;
  const c = text.charCodeAt(i);
  if (c === 0x0a || c === 0x0d || c === 0x23) return undefined;
  if (c === 0x22) {
    // A quoted argument: a backslash escapes the next character (`\"`); a line break ends it unless continued.
    let j = i + 1;
    for (; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === 0x22) return { start: i + 1, end: j, next: j + 1 };
      if (d === 0x0a) break;
      if (d === 0x5c) j = continues(text, j) ? afterBreak(text, j) - 1 : j + 1;
    }
    return { start: i + 1, end: j, next: j };
  }
  let j = i;
  while (j < text.length) {
    const d = text.charCodeAt(j);
    if (d === 0x20 || d === 0x09 || d === 0x0a || d === 0x0d || (d === 0x5c && continues(text, j))) break;
    j++;
  }
  return { start: i, end: j, next: j };
}

/** Whether the backslash at `i` continues the line: a line break (after a carriage return) follows it. */
function continues(text: string, i: number): boolean {
  const c = text.charCodeAt(i + 1);
  return c === 0x0a || (c === 0x0d && text.charCodeAt(i + 2) === 0x0a);
}

/** The offset after the line break a backslash at `i` continues. */
function afterBreak(text: string, i: number): number {
  return text.charCodeAt(i + 1) === 0x0d ? i + 3 : i + 2;
}
