import { RuleTester } from 'eslint';
import { clientOnlyMark } from './client-only-mark.cjs';

const tester = new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } });
const missing = [{ messageId: 'missing' }];

tester.run('client-only-mark', clientOnlyMark, {
  valid: [
    { code: "import 'client-only';\nexport const a = 1;" },
    { code: "// a header comment\nimport 'client-only';\nimport { z } from 'zod';" },
  ],
  invalid: [
    { code: 'export const a = 1;', errors: missing },
    { code: "import { z } from 'zod';\nimport 'server-only';", errors: missing },
    { code: "import clientOnly from 'client-only';", errors: missing },
  ],
});
