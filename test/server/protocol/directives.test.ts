/** Inline directives over the real protocol, in-process (the browser worker's: directives.browser.ts). */
import { inlineDirectives } from './directivesSuite';

inlineDirectives('in-process');
