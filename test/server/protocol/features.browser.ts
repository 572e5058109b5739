/** The same table of features on fixtures as the Node server's, on its browser bundle in a Web Worker of Chromium (`npm run test:e2e`). */
import { featuresOnFixtures } from './featuresSuite';

featuresOnFixtures('worker');
