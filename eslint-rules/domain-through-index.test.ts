// The rule that sends one lib/server domain to another through its index.ts, tested the way the other zones
// are (layer-zones.test.ts): planted imports linted with the project's own configuration. Each bad one must
// break the rule and name the index to use; imports within a domain, through an index, and from routes pass.
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..');
const RULE = 'layers/domain-through-index';

type Plant = { file: string; source: string; index?: string };

const BAD: Plant[] = [
  {
    file: 'lib/server/payments/planted.ts',
    source: "import { createOrder } from '@/lib/server/orders/create-order';",
    index: 'orders',
  },
  {
    file: 'lib/server/payments/planted-type.ts',
    source: "import type { RefundView } from '@/lib/server/orders/refunds';",
    index: 'orders',
  },
  { file: 'lib/server/mail/planted.ts', source: "import { escapeHtml } from '../html/escape-html';", index: 'html' },
  {
    file: 'lib/server/seo/planted.ts',
    source: "export { cachedProduct } from '@/lib/server/catalogue/cached-catalogue';",
    index: 'catalogue',
  },
  {
    file: 'lib/server/orders/planted.ts',
    source: "const load = () => import('@/lib/server/mail/queued-mail');\nexport { load };",
    index: 'mail',
  },
];

const SOUND: Plant[] = [
  {
    file: 'lib/server/payments/planted.ts',
    source: "import { createOrder } from '@/lib/server/orders';\nexport { createOrder };",
  },
  {
    file: 'lib/server/payments/planted-inside.ts',
    source: "import { paymentProvider } from './select-provider';\nexport { paymentProvider };",
  },
  {
    file: 'lib/server/orders/planted-schema.ts',
    source: "import { orders } from '@/lib/server/db/schema';\nexport { orders };",
  },
  {
    file: 'app/api/v1/planted/route.ts',
    source: "import { createRefund } from '@/lib/server/orders/refunds';\nexport { createRefund };",
  },
  {
    file: 'lib/server/payments/planted.test.ts',
    source: "import { createRefund } from '@/lib/server/orders/refunds';\nexport { createRefund };",
  },
];

// The cycle rule has its own test (no-import-cycle.test.ts); a planted file is on no way round anyway.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'layers/no-import-cycle': 'off' } } });

async function complaints(file: string, source: string) {
  const marker = file.startsWith('lib/server/') ? "import 'server-only';\n" : '';
  const [result] = await eslint.lintText(`${marker}${source}\n`, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('a domain reaches another only through its index.ts', () => {
  it.each(BAD)('$file: "$source" is refused and told the index', async ({ file, source, index }) => {
    const messages = await complaints(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`import it from '@/lib/server/${index}'`);
    expect(messages[0]).toContain(`lib/server/${index}/index.ts`);
  });

  it.each(SOUND)('$file: "$source" passes', async ({ file, source }) => {
    expect(await complaints(file, source)).toEqual([]);
  });
});
