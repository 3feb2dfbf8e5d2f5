// The unsubscribe answer as a page in the shop's own look: its name in a header linking home, its colours and
// fonts, a footer with its name and contact. Plain server HTML with a real form, so it works without script and
// in whatever browser a mail client opens; never indexed, never cached.
import 'server-only';
import { escapeHtml } from '@/lib/server/html';
import { getShopSettings } from '@/lib/server/settings';
import { DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import { MARKETING_MESSAGES as M } from '@/lib/shared/messages/marketing';

type Colours = Record<keyof typeof DEFAULT_THEME_COLORS, string>;

/** A colour goes into a style sheet only if it is plainly a hex colour; anything else keeps the default. */
function safeColours(colours: Partial<Record<keyof Colours, string>>): Colours {
  const out: Colours = { ...DEFAULT_THEME_COLORS };
  for (const key of Object.keys(out) as (keyof Colours)[]) {
    const value = colours[key];
    if (value && /^#[0-9a-f]{3,8}$/i.test(value)) out[key] = value;
  }
  return out;
}

function styles(c: Colours): string {
  return [
    `body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;background:${c.background_color};color:${c.text_color};display:flex;flex-direction:column;min-height:100vh}`,
    `header{background:${c.primary_color};padding:1rem}`,
    `header a{color:#fff;text-decoration:none;font-family:Georgia,serif;font-size:1.4rem;font-weight:600}`,
    `main{flex:1;width:100%;max-width:32rem;margin:0 auto;padding:2.5rem 1rem;box-sizing:border-box}`,
    `h1{font-family:Georgia,serif;font-size:1.6rem;margin:0 0 1rem}`,
    `.button{display:inline-block;font:inherit;font-size:1rem;padding:.6rem 1.4rem;border:0;border-radius:4px;background:${c.button_primary};color:#fff;text-decoration:none;cursor:pointer}`,
    `.button:hover,.button:focus-visible{background:${c.button_hover}}`,
    `.button:focus-visible{outline:3px solid ${c.accent_color};outline-offset:2px}`,
    `footer{background:${c.footer_background};color:${c.footer_text};padding:1.5rem 1rem;font-size:.9rem}`,
    `footer a{color:${c.footer_text}}`,
  ].join('');
}

/** The page, `body` being trusted HTML built by the caller from escaped parts. */
export async function unsubscribePage(title: string, body: string, status = 200): Promise<Response> {
  const shop = await getShopSettings();
  const name = escapeHtml(shop.company.name);
  const email = shop.contact.email
    ? ` · <a href="mailto:${escapeHtml(shop.contact.email)}">${escapeHtml(shop.contact.email)}</a>`
    : '';
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)} | ${name}</title><style>${styles(safeColours(shop.theme_colors))}</style></head>` +
    `<body><header><a href="/">${name}</a></header>` +
    `<main><h1>${escapeHtml(title)}</h1>${body}` +
    `<p><a href="/products">${escapeHtml(M.continueShopping)}</a></p></main>` +
    `<footer>${escapeHtml(shop.copyright || `© ${shop.company.name}`)}${email}</footer></body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}
