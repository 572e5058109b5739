/** Inline directives in every language, in the browser worker too (`npm run test:e2e`). */
import { inlineDirectives } from './directivesSuite';

inlineDirectives('worker');
