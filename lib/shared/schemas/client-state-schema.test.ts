import { readCartLine, readListOf, readOrNull, readSessionUser, readWishlistItem } from './client-state-schema';

const line = {
  id: '7-M',
  productId: 7,
  name: 'Jhumka',
  price: 2599,
  image: null,
  category: 'Earrings',
  size: 'M',
  quantity: 2,
};
const item = { id: 7, name: 'Jhumka', price: 2599, image: '/media/p/7.webp', category: 'Earrings' };
const user = { id: 3, name: 'Asha Rao', email: 'asha@example.in', first_name: 'Asha', last_name: 'Rao', avatar: null };

describe('readCartLine', () => {
  it('takes a stored line, with or without the stock, and drops keys it does not know', () => {
    expect(readCartLine(line)).toEqual(line);
    expect(readCartLine({ ...line, stock: 0 })).toEqual({ ...line, stock: 0 });
    expect(readCartLine({ ...line, extra: 'x' })).toEqual(line);
  });

  it('refuses a line with a wrong or missing field', () => {
    for (const bad of [
      { ...line, productId: 0 },
      { ...line, productId: 1.5 },
      { ...line, quantity: 0 },
      { ...line, price: -1 },
      { ...line, price: '2599' },
      { ...line, size: undefined },
      { ...line, image: 3 },
      { ...line, stock: -1 },
      { ...line, id: undefined },
    ]) {
      expect(readCartLine(bad)).toBeUndefined();
    }
    expect(readCartLine(null)).toBeUndefined();
    expect(readCartLine([line])).toBeUndefined();
  });
});

describe('readWishlistItem and readSessionUser', () => {
  it('take the stored shapes and refuse others', () => {
    expect(readWishlistItem(item)).toEqual(item);
    expect(readWishlistItem({ ...item, id: -2 })).toBeUndefined();
    expect(readWishlistItem({ ...item, category: null })).toBeUndefined();
    expect(readSessionUser(user)).toEqual(user);
    expect(readSessionUser({ ...user, avatar: '/a.png', token: 'secret' })).toEqual({ ...user, avatar: '/a.png' });
    expect(readSessionUser({ ...user, email: undefined })).toBeUndefined();
  });
});

describe('readListOf and readOrNull', () => {
  it('accept a list only when every item fits', () => {
    const readLines = readListOf(readCartLine);
    expect(readLines([])).toEqual([]);
    expect(readLines([line, { ...line, id: '8', productId: 8 }])).toHaveLength(2);
    expect(readLines([line, { ...line, quantity: 'two' }])).toBeUndefined();
    expect(readLines({ 0: line })).toBeUndefined();
  });

  it('lets null through beside the values the reader takes', () => {
    const readUser = readOrNull(readSessionUser);
    expect(readUser(null)).toBeNull();
    expect(readUser(user)).toEqual(user);
    expect(readUser('asha')).toBeUndefined();
  });
});
