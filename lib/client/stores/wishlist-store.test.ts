// The wishlist in a minimal browser stand-in: localStorage and window events.
import { WISHLIST_MESSAGES } from '@/lib/shared/messages/wishlist';

const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  Object.assign(globalThis, {
    window: Object.assign(new EventTarget(), {
      localStorage: {
        getItem: (k: string) => storage.get(k) ?? null,
        setItem: (k: string, v: string) => void storage.set(k, v),
        removeItem: (k: string) => void storage.delete(k),
      },
    }),
  });
  jest.resetModules();
});

const earrings = { id: 3, name: 'Jhumka Earrings', price: 2450, image: null, category: 'Earrings' };

async function load() {
  return { wishlist: await import('./wishlist-store'), snackbar: await import('./snackbar-store') };
}

it('toggles an item in and out under the `wishlist` key, with the spec messages', async () => {
  const { wishlist, snackbar } = await load();
  expect(wishlist.toggleWishlist(earrings)).toBe(true);
  expect(snackbar.snackbarStore.get()?.message).toBe(WISHLIST_MESSAGES.added);
  expect(JSON.parse(storage.get('wishlist')!)).toEqual([earrings]);
  expect(wishlist.toggleWishlist(earrings)).toBe(false);
  expect(snackbar.snackbarStore.get()?.message).toBe(WISHLIST_MESSAGES.removed);
  expect(wishlist.wishlistStore.get()).toEqual([]);
});

it('removes quietly when the removal is part of another action', async () => {
  const { wishlist, snackbar } = await load();
  wishlist.toggleWishlist(earrings);
  snackbar.closeMessage();
  wishlist.removeFromWishlist(earrings.id, { silent: true });
  expect(snackbar.snackbarStore.get()).toBeNull();
  expect(wishlist.wishlistStore.get()).toEqual([]);
});

it('follows another tab, and ignores a corrupt stored list', async () => {
  storage.set('wishlist', '{not json');
  const { wishlist } = await load();
  expect(wishlist.wishlistStore.get()).toEqual([]);
  storage.set('wishlist', JSON.stringify([earrings]));
  window.dispatchEvent(Object.assign(new Event('storage'), { key: 'wishlist' }));
  expect(wishlist.wishlistStore.get()).toEqual([earrings]);
});
