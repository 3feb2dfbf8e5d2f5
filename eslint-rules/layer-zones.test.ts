// The layers of docs/architecture.md are only as good as the lint zones that enforce them: this plants one bad
// import in each layer, lints it with the project's own configuration, and expects the boundary it breaks to
// be named; a sound import in the same file must pass. A zone that stopped matching (a renamed folder, a rule
// dropped from eslint.config.mjs) fails here instead of letting bad imports in quietly.
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..');

type Plant = { file: string; bad: string; rule: string; sound: string };

const PLANTS: Plant[] = [
  {
    file: 'lib/server/orders/planted.ts',
    bad: "import { Header } from '@/components/layout/site-header';",
    rule: 'layers/server-stays-below',
    sound: "import { formatRupees } from '@/lib/shared/money';",
  },
  {
    file: 'lib/shared/planted.ts',
    bad: "import { getDb } from '@/lib/server/db';",
    rule: 'layers/shared-stays-shared',
    sound: "import { formatRupees } from '@/lib/shared/money';",
  },
  {
    file: 'lib/client/planted.ts',
    bad: "import { getDb } from '@/lib/server/db';",
    rule: 'layers/client-stays-client',
    sound: "import { formatRupees } from '@/lib/shared/money';",
  },
  {
    file: 'components/cart/planted.tsx',
    bad: "import { getDb } from '@/lib/server/db';",
    rule: 'layers/components-receive-data',
    sound: "import { formatRupees } from '@/lib/shared/money';",
  },
  {
    file: 'components/cart/planted-route.tsx',
    bad: "import { GET } from '@/app/api/v1/cart/route';",
    rule: 'layers/components-never-import-app',
    sound: "import { formatRupees } from '@/lib/shared/money';",
  },
  {
    file: 'lib/server/orders/planted-http.ts',
    bad: "import { apiRoute } from '@/lib/server/http/route';",
    rule: 'layers/domain-knows-no-http',
    sound: "import { formatRupees } from '@/lib/shared/money';",
  },
];

/** The line each lib folder's own rules ask for, so only the boundary under test can complain. */
const markerOf = (file: string) =>
  file.startsWith('lib/server/')
    ? "import 'server-only';\n"
    : file.startsWith('lib/client/')
      ? "import 'client-only';\n"
      : '';

// The cycle rule has its own test (no-import-cycle.test.ts); a planted file is on no way round anyway.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'layers/no-import-cycle': 'off' } } });

async function rulesBroken(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: path.join(ROOT, file) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('layers/')).map((m) => m.ruleId!);
}

describe('the lint zones of docs/architecture.md', () => {
  it.each(PLANTS)('$file: a planted import breaks $rule by name', async ({ file, bad, rule }) => {
    expect(await rulesBroken(file, `${markerOf(file)}${bad}`)).toContain(rule);
  });

  it.each(PLANTS)('$file: an import the layer may make passes', async ({ file, sound }) => {
    expect(await rulesBroken(file, `${markerOf(file)}${sound}\nexport const used = formatRupees;`)).toEqual([]);
  });
});
