export {
  getCart,
  cartItemCount,
  addItem,
  addOrUpdateItem,
  updateItem,
  removeItem,
  clearCart,
  applyCoupon,
  removeCoupon,
  mergeGuestCart,
} from './cart-service';
export { readCart } from './cart-view';
export type { MergeReport } from './merge-guest-cart';
