// @ts-check
// `npm run build`: the production build, stamped with its sources so `npm start` serves it without building
// again (scripts/lib/build-if-stale.mjs).
import { build } from './lib/build-if-stale.mjs';

build();
