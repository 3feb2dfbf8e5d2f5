import path from 'node:path';
import * as tsParser from '@typescript-eslint/parser';
import { RuleTester } from 'eslint';
import { moneyInOneModule } from './money-in-one-module.cjs';

const root = path.resolve(__dirname, '..');
const tester = new RuleTester({ languageOptions: { parser: tsParser, ecmaVersion: 'latest', sourceType: 'module' } });
const inServer = path.join(root, 'lib/server/orders/order-view.ts');
const inComponent = path.join(root, 'components/cart/cart-line-row.tsx');
const inMoney = path.join(root, 'lib/shared/money/units.ts');
const inWords = path.join(root, 'lib/shared/gst/amount-in-words.ts');
const errors = (operator: string) => [{ messageId: 'inline', data: { operator } }];

tester.run('money-in-one-module', moneyInOneModule, {
  valid: [
    { filename: inServer, code: 'const rupees = paiseToRupees(row.totalPaise);' },
    { filename: inServer, code: 'const grams = mg / 1000; const ten = paise * 10; const cents = x / 1_00_0;' },
    { filename: inMoney, code: 'export const paiseToRupees = (paise: number) => Math.round(paise) / 100;' },
    { filename: inMoney, code: 'export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);' },
    { filename: inWords, code: 'const hundreds = Math.floor(n / 100) % 10;' },
  ],
  invalid: [
    { filename: inServer, code: 'const rupees = row.totalPaise / 100;', errors: errors('/') },
    { filename: inServer, code: 'const paise = Math.round(body.amount * 100);', errors: errors('*') },
    { filename: inComponent, code: 'const paise = 100 * rupees;', errors: errors('*') },
    { filename: inComponent, code: 'let amount = 5; amount /= 100;', errors: errors('/=') },
    { filename: inServer, code: 'const fraction = percent / 1e2;', errors: errors('/') },
    // The allowance names one expression in one file, not the file.
    { filename: inWords, code: 'const rupees = Math.floor(paise / 100);', errors: errors('/') },
    { filename: inServer, code: 'const hundreds = Math.floor(n / 100) % 10;', errors: errors('/') },
  ],
});
