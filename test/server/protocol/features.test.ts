/** The language features on fixture documents, over the Node server's transports (the browser worker's: features.browser.ts). */
import { TRANSPORTS } from './client';
import { featuresOnFixtures } from './featuresSuite';

for (const transport of TRANSPORTS) featuresOnFixtures(transport);
