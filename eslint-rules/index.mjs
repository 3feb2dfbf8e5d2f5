// The project's own ESLint rules, loaded by eslint.config.mjs as the `layers` plugin. The import-boundary
// rules are eslint-plugin-import's no-restricted-paths under one name per boundary, so each boundary has its
// own files, exceptions and message, and an error names the boundary it breaks.
import importPlugin from 'eslint-plugin-import';
import { clientOnlyMark } from './client-only-mark.cjs';
import { domainThroughIndex } from './domain-through-index.cjs';
import { moneyInOneModule } from './money-in-one-module.cjs';
import { noImportCycle } from './no-import-cycle.cjs';
import { noServerImportInClient } from './no-server-import-in-client.cjs';
import { serverOnlyMark } from './server-only-mark.cjs';

const restrictedPaths = importPlugin.rules['no-restricted-paths'];

export const layersPlugin = {
  meta: { name: 'layers' },
  rules: {
    'server-stays-below': restrictedPaths,
    'shared-stays-shared': restrictedPaths,
    'client-stays-client': restrictedPaths,
    'components-receive-data': restrictedPaths,
    'domain-knows-no-http': restrictedPaths,
    'components-never-import-app': restrictedPaths,
    'no-server-import-in-client': noServerImportInClient,
    'server-only-mark': serverOnlyMark,
    'client-only-mark': clientOnlyMark,
    'domain-through-index': domainThroughIndex,
    'no-import-cycle': noImportCycle,
    'money-in-one-module': moneyInOneModule,
  },
};
