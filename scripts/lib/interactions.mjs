// Interaction timings on a slowed phone: the Event Timing API's duration of each interaction (from
// the input to the next paint after its handlers ran, what INP counts) in Debian's Chromium at a phone's
// viewport with the CPU slowed 4× through DevTools. Opening the list's filters, choosing a size and adding to
// the cart on a product page, opening the menu on home. Each page is loaded and left to hydrate first.
import { CHROMIUM } from './ensure-chromium.mjs';

const SLOWDOWN = 4;

/** Starts recording the page's interactions; read them with `takeInteractions`. */
const RECORD = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        window.__interactions.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** The longest interaction recorded since the last call, in ms (Event Timing rounds to 8 ms). */
async function takeInteractions(page) {
  await page.waitForTimeout(1500); // entries are reported after the next paint
  const entries = await page.evaluate(() => window.__interactions.splice(0));
  return entries.length ? Math.max(...entries.map((e) => e.duration)) : 0;
}

async function loaded(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.addInitScript(RECORD);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000); // hydration and the work after load, slowed
  return page;
}

/** A product with sizes in stock, for the size picker. */
async function sizedProductId(base) {
  const { products } = await (await fetch(`${base}/api/v1/products?per_page=50`)).json();
  const sized = products.find((p) => p.sizes?.length && p.stock_quantity > 0) ?? products[0];
  return sized.id;
}

/** One measure of each interaction: { name: ms }. */
async function measureOnce(browser, base, productId) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const out = {};
    let page = await loaded(context, `${base}/products`);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    out['open the filters (/products)'] = await takeInteractions(page);
    await page.close();

    page = await loaded(context, `${base}/products/${productId}`);
    const size = page.getByRole('combobox', { name: /Size/ });
    if (await size.count()) {
      await size.focus();
      await takeInteractions(page);
      await page.keyboard.press('ArrowDown');
      out['choose a size (/products/{id})'] = await takeInteractions(page);
    }
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    out['add to the cart (/products/{id})'] = await takeInteractions(page);
    await page.close();

    page = await loaded(context, `${base}/`);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    out['open the menu (/)'] = await takeInteractions(page);
    await page.close();
    return out;
  } finally {
    await context.close();
  }
}

/** Medians of `runs` measures of each interaction (after one not counted), and every run's figures. */
export async function measureInteractions(base, runs = 5) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const productId = await sizedProductId(base);
    await measureOnce(browser, base, productId); // warm-up: cached renders, pictures, lazy chunks
    const all = [];
    for (let i = 0; i < runs; i++) {
      const run = await measureOnce(browser, base, productId);
      console.log(`interactions #${i + 1}: ${JSON.stringify(run)}`);
      all.push(run);
    }
    const names = Object.keys(all[0]);
    return names.map((name) => {
      const values = all
        .map((r) => r[name])
        .filter((v) => v !== undefined)
        .sort((a, b) => a - b);
      return { name, median: values[Math.floor(values.length / 2)], values };
    });
  } finally {
    await browser.close();
  }
}
