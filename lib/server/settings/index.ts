import 'server-only';
export { cachedShopSettings } from './cached-settings';
export { getShopSettings, readShopSettings } from './shop-settings';
