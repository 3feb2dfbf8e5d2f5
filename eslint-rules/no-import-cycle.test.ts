// The import-cycle rule, with the project's own configuration: lib/shared/money/index.ts as it would read with
// an import planted in it. lib/shared/pricing/cart-discount-view.ts imports it (checked below), so the index
// importing it back, directly or through a module that imports it, is a cycle; a type-only import is not.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '..');
const RULE = 'layers/no-import-cycle';
const MONEY = path.join(ROOT, 'lib/shared/money/index.ts');
const money = fs.readFileSync(MONEY, 'utf8');

async function cycleMessages(planted: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(`${planted}\n${money}`, { filePath: MONEY });
  return result.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

it('plants into a module that cart-discount-view.ts imports at run time', () => {
  const view = fs.readFileSync(path.join(ROOT, 'lib/shared/pricing/cart-discount-view.ts'), 'utf8');
  expect(view).toMatch(/^import \{ [^}]+ \} from '@\/lib\/shared\/money';$/m);
  expect(money).not.toMatch(/from '[^']*cart-discount-view'/);
});

it('refuses an import back, naming the way round', async () => {
  expect(await cycleMessages("import { cartDiscountView } from '../pricing/cart-discount-view';")).toEqual([
    'Import cycle: lib/shared/money/index.ts -> lib/shared/pricing/cart-discount-view.ts -> ' +
      'lib/shared/money/index.ts. ' +
      'Move what both need to a module that neither imports.',
  ]);
});

it('refuses a re-export and a dynamic import that lead back', async () => {
  expect(
    await cycleMessages("export { cartDiscountView } from '@/lib/shared/pricing/cart-discount-view';"),
  ).toHaveLength(1);
  expect(await cycleMessages("export const later = () => import('../pricing/cart-discount-view');")).toHaveLength(1);
});

it('lets imports of types alone through, and imports that do not lead back', async () => {
  expect(await cycleMessages("import type { DiscountView } from '../pricing/cart-discount-view';")).toEqual([]);
  expect(await cycleMessages("import { type DiscountView } from '../pricing/cart-discount-view';")).toEqual([]);
  expect(await cycleMessages("import { OTP_LENGTH } from '../constants';")).toEqual([]);
  expect(await cycleMessages("import { z } from 'zod';")).toEqual([]);
});
