import path from 'node:path';
import * as tsParser from '@typescript-eslint/parser';
import { RuleTester } from 'eslint';
import { noServerImportInClient } from './no-server-import-in-client.cjs';

const root = path.resolve(__dirname, '..');
const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' } });
const inComponents = path.join(root, 'components/cart/add-to-cart.tsx');
const inApp = path.join(root, 'app/(shop)/(with-mui)/cart/page.tsx');
const serverImport = [{ messageId: 'serverImport' }];

tester.run('no-server-import-in-client', noServerImportInClient, {
  valid: [
    { filename: inComponents, code: "import { getDb } from '@/lib/server/db';" },
    {
      filename: inApp,
      code: "import { getDb } from '@/lib/server/db';\nexport default function Page() { return getDb; }",
    },
    {
      filename: inComponents,
      code: "'use client';\nimport { formatMoney } from '@/lib/shared/money';\nimport { useCart } from '../../lib/client/stores/cart-store';",
    },
    { filename: inComponents, code: "'use client';\nimport type { Database } from '@/lib/server/db/types';" },
    { filename: inComponents, code: "'use client';\nimport { type Database } from '../../lib/server/db/types';" },
    { filename: inComponents, code: "'use client';\nimport { z } from 'zod';" },
    { filename: inComponents, code: "const note = 'use client';\nimport { getDb } from '@/lib/server/db';" },
  ],
  invalid: [
    { filename: inComponents, code: "'use client';\nimport { getDb } from '@/lib/server/db';", errors: serverImport },
    {
      filename: inComponents,
      code: "'use client';\nimport { getDb } from '../../lib/server/db';",
      errors: serverImport,
    },
    { filename: inComponents, code: '"use client";\nexport { getDb } from \'@/lib/server/db\';', errors: serverImport },
    { filename: inComponents, code: "'use client';\nexport * from '@/lib/server/db';", errors: serverImport },
    { filename: inApp, code: "'use client';\nconst load = () => import('@/lib/server/db');", errors: serverImport },
    {
      filename: inComponents,
      code: "'use client';\nimport { getDb, type Database } from '@/lib/server/db';",
      errors: serverImport,
    },
  ],
});
