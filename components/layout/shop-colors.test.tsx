// The MUI islands of the catalogue pages read the shop's colours back from the properties on <body>
// (they are no longer sent a second time in every page's React payload); the MUI pages' layout
// provides them.
import { renderToStaticMarkup } from 'react-dom/server';
import { shopThemeStyle } from '@/components/catalogue/shop-theme-style';
import { DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import type { ThemeColors } from '@/lib/shared/schemas/settings-schema';
import { ShopColorsProvider, useShopColors } from './shop-colors';

const shopColors: ThemeColors = {
  ...DEFAULT_THEME_COLORS,
  primary_color: '#8a1538',
  secondary_color: '#b8860b',
  accent_color: '#d4a017',
  warning_color: '#9a5b00',
  text_color: '#1f1f1f',
};

function Colors() {
  return <pre>{JSON.stringify(useShopColors())}</pre>;
}
const shown = (html: string) => JSON.parse(html.replace(/^<pre>|<\/pre>$/g, '').replace(/&quot;/g, '"'));

/** A <body> whose inline style is what the root layout writes. */
function bodyStyledWith(colors: ThemeColors) {
  const properties = new Map(Object.entries(shopThemeStyle(colors) as Record<string, string>));
  const style = {
    cssText: [...properties].map(([name, value]) => `${name}: ${value}`).join('; '),
    getPropertyValue: (name: string) => properties.get(name) ?? '',
  };
  Object.defineProperty(globalThis, 'document', { value: { body: { style } }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

describe('useShopColors', () => {
  it('reads every colour the MUI theme is built from off <body>, the rest from the defaults', () => {
    bodyStyledWith(shopColors);
    // Every colour shopColors changes is one the theme is built from, so all of them come back.
    expect(shown(renderToStaticMarkup(<Colors />))).toEqual(shopColors);
  });

  it('prefers the colours a layout provides', () => {
    bodyStyledWith(DEFAULT_THEME_COLORS);
    const html = renderToStaticMarkup(
      <ShopColorsProvider colors={shopColors}>
        <Colors />
      </ShopColorsProvider>,
    );
    expect(shown(html)).toEqual(shopColors);
  });

  it('falls back to the default colours where there is no document', () => {
    expect(shown(renderToStaticMarkup(<Colors />))).toEqual(DEFAULT_THEME_COLORS);
  });
});
