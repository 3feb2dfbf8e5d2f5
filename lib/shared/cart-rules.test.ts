import { lineLimit, lineQuantityProblem } from './cart-rules';

describe('lineQuantityProblem', () => {
  it('allows anything up to the smaller of the stock and 10', () => {
    expect(lineQuantityProblem(10, 0, 40)).toBeNull();
    expect(lineQuantityProblem(3, 1, 3)).toBeNull();
    expect(lineQuantityProblem(10, 9, undefined)).toBeNull();
  });

  it('names the limit that binds', () => {
    expect(lineQuantityProblem(11, 0, 40)).toEqual({
      code: 'CART_LINE_LIMIT',
      message: 'You can add at most 10 of this item',
      limit: 10,
    });
    expect(lineQuantityProblem(4, 0, 3)).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: 'Only 3 left in stock',
      limit: 3,
    });
    expect(lineQuantityProblem(11, 0, 10)?.code).toBe('CART_LINE_LIMIT');
    expect(lineQuantityProblem(1, 0, 0)).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'This item is out of stock',
      limit: 0,
    });
  });

  it('always lets a line go down, even below a stock that fell', () => {
    expect(lineQuantityProblem(4, 6, 2)).toBeNull();
    expect(lineQuantityProblem(1, 5, 0)).toBeNull();
  });

  it('knows the most a line may hold', () => {
    expect([lineLimit(undefined), lineLimit(40), lineLimit(3), lineLimit(0), lineLimit(-1)]).toEqual([10, 10, 3, 0, 0]);
  });
});
