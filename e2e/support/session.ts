// A logged-in shopper as the browser knows one: the session cookie (from registering through the API, see
// register.ts) and the `user` entry the UI keeps in localStorage, which a login through the forms writes.
import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/shared/storage-keys';
import { registerShopper, type Shopper } from './register';

export async function signedInShopper(page: Page): Promise<Shopper & { id: number }> {
  const shopper = await registerShopper(page);
  const me = await page.request.get('/api/v1/auth/me');
  expect(me.ok(), await me.text()).toBe(true);
  const { user } = (await me.json()) as { user: { id: number } };
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, JSON.stringify(value)), [
    STORAGE_KEYS.user,
    user,
  ] as const);
  return { ...shopper, id: user.id };
}
