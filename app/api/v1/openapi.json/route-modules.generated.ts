// Written by scripts/route-index.mjs (npm run routes): every /api/v1 route module, by its folder.
import * as route0 from '@/app/api/v1/admin/audit_log/route';
import * as route1 from '@/app/api/v1/admin/carousel/route';
import * as route2 from '@/app/api/v1/admin/carousel/[id]/route';
import * as route3 from '@/app/api/v1/admin/categories/route';
import * as route4 from '@/app/api/v1/admin/categories/[id]/route';
import * as route5 from '@/app/api/v1/admin/coupons/route';
import * as route6 from '@/app/api/v1/admin/coupons/[id]/route';
import * as route7 from '@/app/api/v1/admin/customers/route';
import * as route8 from '@/app/api/v1/admin/customers/[id]/route';
import * as route9 from '@/app/api/v1/admin/dashboard/route';
import * as route10 from '@/app/api/v1/admin/exports/orders.csv/route';
import * as route11 from '@/app/api/v1/admin/exports/products.csv/route';
import * as route12 from '@/app/api/v1/admin/imports/products/route';
import * as route13 from '@/app/api/v1/admin/invite/accept/route';
import * as route14 from '@/app/api/v1/admin/mail/[id]/resend/route';
import * as route15 from '@/app/api/v1/admin/media/route';
import * as route16 from '@/app/api/v1/admin/orders/route';
import * as route17 from '@/app/api/v1/admin/orders/[id]/route';
import * as route18 from '@/app/api/v1/admin/orders/[id]/documents/[documentId]/route';
import * as route19 from '@/app/api/v1/admin/orders/[id]/exchange/route';
import * as route20 from '@/app/api/v1/admin/orders/[id]/form-60/route';
import * as route21 from '@/app/api/v1/admin/orders/[id]/huids/route';
import * as route22 from '@/app/api/v1/admin/orders/[id]/invoice.pdf/route';
import * as route23 from '@/app/api/v1/admin/orders/[id]/label.pdf/route';
import * as route24 from '@/app/api/v1/admin/orders/[id]/notes/route';
import * as route25 from '@/app/api/v1/admin/orders/[id]/old-gold-payouts/[payoutId]/route';
import * as route26 from '@/app/api/v1/admin/orders/[id]/refunds/route';
import * as route27 from '@/app/api/v1/admin/orders/[id]/returns/[returnId]/route';
import * as route28 from '@/app/api/v1/admin/orders/[id]/rto-inspection/route';
import * as route29 from '@/app/api/v1/admin/orders/[id]/shipment/route';
import * as route30 from '@/app/api/v1/admin/orders/[id]/status/route';
import * as route31 from '@/app/api/v1/admin/products/route';
import * as route32 from '@/app/api/v1/admin/products/[id]/route';
import * as route33 from '@/app/api/v1/admin/products/[id]/images/route';
import * as route34 from '@/app/api/v1/admin/products/[id]/images/[imageId]/route';
import * as route35 from '@/app/api/v1/admin/products/bulk/route';
import * as route36 from '@/app/api/v1/admin/rates/route';
import * as route37 from '@/app/api/v1/admin/rates/[key]/route';
import * as route38 from '@/app/api/v1/admin/rates/[key]/preview/route';
import * as route39 from '@/app/api/v1/admin/reauth/route';
import * as route40 from '@/app/api/v1/admin/reports/cod-remittance/route';
import * as route41 from '@/app/api/v1/admin/reports/gst/route';
import * as route42 from '@/app/api/v1/admin/reports/gstr1/route';
import * as route43 from '@/app/api/v1/admin/reports/sales/route';
import * as route44 from '@/app/api/v1/admin/reviews/route';
import * as route45 from '@/app/api/v1/admin/reviews/[id]/route';
import * as route46 from '@/app/api/v1/admin/settings/route';
import * as route47 from '@/app/api/v1/admin/settings/alerts/route';
import * as route48 from '@/app/api/v1/admin/setup/route';
import * as route49 from '@/app/api/v1/admin/shipments/route';
import * as route50 from '@/app/api/v1/admin/shipments/labels.pdf/route';
import * as route51 from '@/app/api/v1/admin/shipments/manifest.pdf/route';
import * as route52 from '@/app/api/v1/admin/shipping/settings/route';
import * as route53 from '@/app/api/v1/admin/staff/route';
import * as route54 from '@/app/api/v1/admin/staff/[id]/route';
import * as route55 from '@/app/api/v1/admin/staff/invites/[id]/route';
import * as route56 from '@/app/api/v1/alerts/route';
import * as route57 from '@/app/api/v1/auth/login/route';
import * as route58 from '@/app/api/v1/auth/logout/route';
import * as route59 from '@/app/api/v1/auth/me/route';
import * as route60 from '@/app/api/v1/auth/me/consents/route';
import * as route61 from '@/app/api/v1/auth/resend_otp/route';
import * as route62 from '@/app/api/v1/auth/send_otp/route';
import * as route63 from '@/app/api/v1/auth/verify_otp/route';
import * as route64 from '@/app/api/v1/carousel_images/route';
import * as route65 from '@/app/api/v1/carousel_images/[id]/track_click/route';
import * as route66 from '@/app/api/v1/carousel_images/[id]/track_view/route';
import * as route67 from '@/app/api/v1/cart/route';
import * as route68 from '@/app/api/v1/cart/add_item/route';
import * as route69 from '@/app/api/v1/cart/add_or_update/route';
import * as route70 from '@/app/api/v1/cart/apply_coupon/route';
import * as route71 from '@/app/api/v1/cart/clear/route';
import * as route72 from '@/app/api/v1/cart/coupon/route';
import * as route73 from '@/app/api/v1/cart/item_count/route';
import * as route74 from '@/app/api/v1/cart/merge/route';
import * as route75 from '@/app/api/v1/cart/remove_item/route';
import * as route76 from '@/app/api/v1/cart/update_item/route';
import * as route77 from '@/app/api/v1/categories/route';
import * as route78 from '@/app/api/v1/categories/[id]/products/route';
import * as route79 from '@/app/api/v1/coupons/[code]/route';
import * as route80 from '@/app/api/v1/delivery/estimate/route';
import * as route81 from '@/app/api/v1/exchange/quote/route';
import * as route82 from '@/app/api/v1/marketing/unsubscribe/route';
import * as route83 from '@/app/api/v1/orders/route';
import * as route84 from '@/app/api/v1/orders/[id]/route';
import * as route85 from '@/app/api/v1/orders/[id]/cancel/route';
import * as route86 from '@/app/api/v1/orders/[id]/confirm_cod/route';
import * as route87 from '@/app/api/v1/orders/[id]/documents/[documentId]/route';
import * as route88 from '@/app/api/v1/orders/[id]/exchange/pay/route';
import * as route89 from '@/app/api/v1/orders/[id]/invoice.pdf/route';
import * as route90 from '@/app/api/v1/orders/[id]/returns/route';
import * as route91 from '@/app/api/v1/payments/cod/route';
import * as route92 from '@/app/api/v1/payments/create-order/route';
import * as route93 from '@/app/api/v1/payments/resume/route';
import * as route94 from '@/app/api/v1/payments/sandbox/pay/route';
import * as route95 from '@/app/api/v1/payments/verify/route';
import * as route96 from '@/app/api/v1/payments/webhook/route';
import * as route97 from '@/app/api/v1/products/route';
import * as route98 from '@/app/api/v1/products/[id]/route';
import * as route99 from '@/app/api/v1/products/[id]/alerts/route';
import * as route100 from '@/app/api/v1/products/[id]/reviews/route';
import * as route101 from '@/app/api/v1/products/[id]/reviews/eligibility/route';
import * as route102 from '@/app/api/v1/search/route';
import * as route103 from '@/app/api/v1/shipping/sandbox/events/route';
import * as route104 from '@/app/api/v1/shipping/webhook/route';
import * as route105 from '@/app/api/v1/shop/legal/[slug]/route';
import * as route106 from '@/app/api/v1/shop/settings/route';
import * as route107 from '@/app/api/v1/whatsapp/sandbox/reply/route';
import * as route108 from '@/app/api/v1/whatsapp/webhook/route';

export const ROUTE_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'admin/audit_log': route0,
  'admin/carousel': route1,
  'admin/carousel/[id]': route2,
  'admin/categories': route3,
  'admin/categories/[id]': route4,
  'admin/coupons': route5,
  'admin/coupons/[id]': route6,
  'admin/customers': route7,
  'admin/customers/[id]': route8,
  'admin/dashboard': route9,
  'admin/exports/orders.csv': route10,
  'admin/exports/products.csv': route11,
  'admin/imports/products': route12,
  'admin/invite/accept': route13,
  'admin/mail/[id]/resend': route14,
  'admin/media': route15,
  'admin/orders': route16,
  'admin/orders/[id]': route17,
  'admin/orders/[id]/documents/[documentId]': route18,
  'admin/orders/[id]/exchange': route19,
  'admin/orders/[id]/form-60': route20,
  'admin/orders/[id]/huids': route21,
  'admin/orders/[id]/invoice.pdf': route22,
  'admin/orders/[id]/label.pdf': route23,
  'admin/orders/[id]/notes': route24,
  'admin/orders/[id]/old-gold-payouts/[payoutId]': route25,
  'admin/orders/[id]/refunds': route26,
  'admin/orders/[id]/returns/[returnId]': route27,
  'admin/orders/[id]/rto-inspection': route28,
  'admin/orders/[id]/shipment': route29,
  'admin/orders/[id]/status': route30,
  'admin/products': route31,
  'admin/products/[id]': route32,
  'admin/products/[id]/images': route33,
  'admin/products/[id]/images/[imageId]': route34,
  'admin/products/bulk': route35,
  'admin/rates': route36,
  'admin/rates/[key]': route37,
  'admin/rates/[key]/preview': route38,
  'admin/reauth': route39,
  'admin/reports/cod-remittance': route40,
  'admin/reports/gst': route41,
  'admin/reports/gstr1': route42,
  'admin/reports/sales': route43,
  'admin/reviews': route44,
  'admin/reviews/[id]': route45,
  'admin/settings': route46,
  'admin/settings/alerts': route47,
  'admin/setup': route48,
  'admin/shipments': route49,
  'admin/shipments/labels.pdf': route50,
  'admin/shipments/manifest.pdf': route51,
  'admin/shipping/settings': route52,
  'admin/staff': route53,
  'admin/staff/[id]': route54,
  'admin/staff/invites/[id]': route55,
  alerts: route56,
  'auth/login': route57,
  'auth/logout': route58,
  'auth/me': route59,
  'auth/me/consents': route60,
  'auth/resend_otp': route61,
  'auth/send_otp': route62,
  'auth/verify_otp': route63,
  carousel_images: route64,
  'carousel_images/[id]/track_click': route65,
  'carousel_images/[id]/track_view': route66,
  cart: route67,
  'cart/add_item': route68,
  'cart/add_or_update': route69,
  'cart/apply_coupon': route70,
  'cart/clear': route71,
  'cart/coupon': route72,
  'cart/item_count': route73,
  'cart/merge': route74,
  'cart/remove_item': route75,
  'cart/update_item': route76,
  categories: route77,
  'categories/[id]/products': route78,
  'coupons/[code]': route79,
  'delivery/estimate': route80,
  'exchange/quote': route81,
  'marketing/unsubscribe': route82,
  orders: route83,
  'orders/[id]': route84,
  'orders/[id]/cancel': route85,
  'orders/[id]/confirm_cod': route86,
  'orders/[id]/documents/[documentId]': route87,
  'orders/[id]/exchange/pay': route88,
  'orders/[id]/invoice.pdf': route89,
  'orders/[id]/returns': route90,
  'payments/cod': route91,
  'payments/create-order': route92,
  'payments/resume': route93,
  'payments/sandbox/pay': route94,
  'payments/verify': route95,
  'payments/webhook': route96,
  products: route97,
  'products/[id]': route98,
  'products/[id]/alerts': route99,
  'products/[id]/reviews': route100,
  'products/[id]/reviews/eligibility': route101,
  search: route102,
  'shipping/sandbox/events': route103,
  'shipping/webhook': route104,
  'shop/legal/[slug]': route105,
  'shop/settings': route106,
  'whatsapp/sandbox/reply': route107,
  'whatsapp/webhook': route108,
};
