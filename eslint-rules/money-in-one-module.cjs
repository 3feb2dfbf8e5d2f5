// Paise become rupees (and rupees paise) through lib/shared/money only: a `/ 100` or `* 100` written inline is
// where a rounding slips (a float of rupees kept where paise were meant, a half paisa lost), and the same
// conversion written twenty times cannot be checked once. Outside the money folder any division or
// multiplication by the literal 100 is refused: money takes paiseToRupees, rupeesToPaise, roundToPaisa or
// hasWholePaise; a percent takes percentToBp, bpToPercent or percentFraction. The few uses that are neither
// are named below with why, by file and by the expression's own text.
const path = require('node:path');
const { PROJECT_ROOT, isInside } = require('./project-paths.cjs');

const MONEY_FOLDER = 'lib/shared/money';

/** file (from the project root) → expression text → why it is not money. */
const NOT_MONEY = {
  'lib/shared/gst/amount-in-words.ts': {
    'n / 100': 'the hundreds digit of a number written out in words',
  },
  'lib/shared/pricing/metal-rates.ts': {
    'Math.abs(proposedPaise - currentPaise) * 100':
      'a rate change compared with its guard in whole percent, exactly in integers',
  },
  'server-runtime/redis-connection.cjs': {
    '100 * 2 ** retries': "milliseconds of Redis's reconnect back-off",
  },
};

const isHundred = (node) => node.type === 'Literal' && node.value === 100;

/** @type {import('eslint').Rule.RuleModule} */
const moneyInOneModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse `/ 100` and `* 100` outside lib/shared/money: conversions go through its helpers.' },
    schema: [],
    messages: {
      inline:
        'No `{{operator}} 100` outside lib/shared/money: use paiseToRupees, rupeesToPaise, roundToPaisa, ' +
        'hasWholePaise, percentToBp, bpToPercent or percentFraction (or name a use that is not money in ' +
        'eslint-rules/money-in-one-module.cjs).',
    },
  },
  create(context) {
    const file = path.relative(PROJECT_ROOT, context.filename).split(path.sep).join('/');
    if (isInside(file, MONEY_FOLDER)) return {};
    const allowed = NOT_MONEY[file] ?? {};
    const check = (node, operator, operands) => {
      if (!operands.some(isHundred)) return;
      if (Object.hasOwn(allowed, context.sourceCode.getText(node))) return;
      context.report({ node, messageId: 'inline', data: { operator } });
    };
    return {
      BinaryExpression(node) {
        if (node.operator === '/' || node.operator === '*') check(node, node.operator, [node.left, node.right]);
      },
      AssignmentExpression(node) {
        if (node.operator === '/=' || node.operator === '*=') check(node, node.operator, [node.right]);
      },
    };
  },
};

module.exports = { moneyInOneModule, NOT_MONEY };
