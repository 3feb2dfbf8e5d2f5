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
import * as route9 from '@/app/api/v1/admin/customers/[id]/erase/route';
import * as route10 from '@/app/api/v1/admin/customers/[id]/store_credit/route';
import * as route11 from '@/app/api/v1/admin/dashboard/route';
import * as route12 from '@/app/api/v1/admin/exports/orders.csv/route';
import * as route13 from '@/app/api/v1/admin/exports/products.csv/route';
import * as route14 from '@/app/api/v1/admin/gift_cards/route';
import * as route15 from '@/app/api/v1/admin/grievances/route';
import * as route16 from '@/app/api/v1/admin/grievances/[id]/route';
import * as route17 from '@/app/api/v1/admin/grievances/[id]/replies/route';
import * as route18 from '@/app/api/v1/admin/imports/products/route';
import * as route19 from '@/app/api/v1/admin/invite/accept/route';
import * as route20 from '@/app/api/v1/admin/mail/[id]/resend/route';
import * as route21 from '@/app/api/v1/admin/media/route';
import * as route22 from '@/app/api/v1/admin/orders/route';
import * as route23 from '@/app/api/v1/admin/orders/[id]/route';
import * as route24 from '@/app/api/v1/admin/orders/[id]/documents/[documentId]/route';
import * as route25 from '@/app/api/v1/admin/orders/[id]/exchange/route';
import * as route26 from '@/app/api/v1/admin/orders/[id]/form-60/route';
import * as route27 from '@/app/api/v1/admin/orders/[id]/huids/route';
import * as route28 from '@/app/api/v1/admin/orders/[id]/invoice.pdf/route';
import * as route29 from '@/app/api/v1/admin/orders/[id]/label.pdf/route';
import * as route30 from '@/app/api/v1/admin/orders/[id]/notes/route';
import * as route31 from '@/app/api/v1/admin/orders/[id]/old-gold-payouts/[payoutId]/route';
import * as route32 from '@/app/api/v1/admin/orders/[id]/refunds/route';
import * as route33 from '@/app/api/v1/admin/orders/[id]/returns/[returnId]/route';
import * as route34 from '@/app/api/v1/admin/orders/[id]/rto-inspection/route';
import * as route35 from '@/app/api/v1/admin/orders/[id]/shipment/route';
import * as route36 from '@/app/api/v1/admin/orders/[id]/status/route';
import * as route37 from '@/app/api/v1/admin/products/route';
import * as route38 from '@/app/api/v1/admin/products/[id]/route';
import * as route39 from '@/app/api/v1/admin/products/[id]/images/route';
import * as route40 from '@/app/api/v1/admin/products/[id]/images/[imageId]/route';
import * as route41 from '@/app/api/v1/admin/products/bulk/route';
import * as route42 from '@/app/api/v1/admin/rates/route';
import * as route43 from '@/app/api/v1/admin/rates/[key]/route';
import * as route44 from '@/app/api/v1/admin/rates/[key]/preview/route';
import * as route45 from '@/app/api/v1/admin/reauth/route';
import * as route46 from '@/app/api/v1/admin/reports/cod-remittance/route';
import * as route47 from '@/app/api/v1/admin/reports/gst/route';
import * as route48 from '@/app/api/v1/admin/reports/gstr1/route';
import * as route49 from '@/app/api/v1/admin/reports/liabilities/route';
import * as route50 from '@/app/api/v1/admin/reports/sales/route';
import * as route51 from '@/app/api/v1/admin/reviews/route';
import * as route52 from '@/app/api/v1/admin/reviews/[id]/route';
import * as route53 from '@/app/api/v1/admin/savings/enrolments/route';
import * as route54 from '@/app/api/v1/admin/savings/plans/route';
import * as route55 from '@/app/api/v1/admin/savings/plans/[id]/route';
import * as route56 from '@/app/api/v1/admin/settings/route';
import * as route57 from '@/app/api/v1/admin/settings/alerts/route';
import * as route58 from '@/app/api/v1/admin/setup/route';
import * as route59 from '@/app/api/v1/admin/shipments/route';
import * as route60 from '@/app/api/v1/admin/shipments/labels.pdf/route';
import * as route61 from '@/app/api/v1/admin/shipments/manifest.pdf/route';
import * as route62 from '@/app/api/v1/admin/shipping/settings/route';
import * as route63 from '@/app/api/v1/admin/staff/route';
import * as route64 from '@/app/api/v1/admin/staff/[id]/route';
import * as route65 from '@/app/api/v1/admin/staff/invites/[id]/route';
import * as route66 from '@/app/api/v1/alerts/route';
import * as route67 from '@/app/api/v1/auth/login/route';
import * as route68 from '@/app/api/v1/auth/logout/route';
import * as route69 from '@/app/api/v1/auth/me/route';
import * as route70 from '@/app/api/v1/auth/me/confirm/route';
import * as route71 from '@/app/api/v1/auth/me/confirm/code/route';
import * as route72 from '@/app/api/v1/auth/me/consents/route';
import * as route73 from '@/app/api/v1/auth/me/email/route';
import * as route74 from '@/app/api/v1/auth/me/erase/route';
import * as route75 from '@/app/api/v1/auth/me/export/route';
import * as route76 from '@/app/api/v1/auth/me/nominee/route';
import * as route77 from '@/app/api/v1/auth/me/phone/route';
import * as route78 from '@/app/api/v1/auth/resend_otp/route';
import * as route79 from '@/app/api/v1/auth/send_otp/route';
import * as route80 from '@/app/api/v1/auth/verify_otp/route';
import * as route81 from '@/app/api/v1/carousel_images/route';
import * as route82 from '@/app/api/v1/carousel_images/[id]/track_click/route';
import * as route83 from '@/app/api/v1/carousel_images/[id]/track_view/route';
import * as route84 from '@/app/api/v1/cart/route';
import * as route85 from '@/app/api/v1/cart/add_item/route';
import * as route86 from '@/app/api/v1/cart/add_or_update/route';
import * as route87 from '@/app/api/v1/cart/apply_coupon/route';
import * as route88 from '@/app/api/v1/cart/clear/route';
import * as route89 from '@/app/api/v1/cart/coupon/route';
import * as route90 from '@/app/api/v1/cart/item_count/route';
import * as route91 from '@/app/api/v1/cart/merge/route';
import * as route92 from '@/app/api/v1/cart/remove_item/route';
import * as route93 from '@/app/api/v1/cart/update_item/route';
import * as route94 from '@/app/api/v1/categories/route';
import * as route95 from '@/app/api/v1/categories/[id]/products/route';
import * as route96 from '@/app/api/v1/coupons/[code]/route';
import * as route97 from '@/app/api/v1/delivery/estimate/route';
import * as route98 from '@/app/api/v1/exchange/quote/route';
import * as route99 from '@/app/api/v1/gift_cards/route';
import * as route100 from '@/app/api/v1/gift_cards/[code]/route';
import * as route101 from '@/app/api/v1/grievances/route';
import * as route102 from '@/app/api/v1/marketing/unsubscribe/route';
import * as route103 from '@/app/api/v1/orders/route';
import * as route104 from '@/app/api/v1/orders/[id]/route';
import * as route105 from '@/app/api/v1/orders/[id]/cancel/route';
import * as route106 from '@/app/api/v1/orders/[id]/confirm_cod/route';
import * as route107 from '@/app/api/v1/orders/[id]/documents/[documentId]/route';
import * as route108 from '@/app/api/v1/orders/[id]/exchange/pay/route';
import * as route109 from '@/app/api/v1/orders/[id]/invoice.pdf/route';
import * as route110 from '@/app/api/v1/orders/[id]/returns/route';
import * as route111 from '@/app/api/v1/payments/cod/route';
import * as route112 from '@/app/api/v1/payments/create-order/route';
import * as route113 from '@/app/api/v1/payments/resume/route';
import * as route114 from '@/app/api/v1/payments/sandbox/pay/route';
import * as route115 from '@/app/api/v1/payments/stored-value/route';
import * as route116 from '@/app/api/v1/payments/verify/route';
import * as route117 from '@/app/api/v1/payments/webhook/route';
import * as route118 from '@/app/api/v1/products/route';
import * as route119 from '@/app/api/v1/products/[id]/route';
import * as route120 from '@/app/api/v1/products/[id]/alerts/route';
import * as route121 from '@/app/api/v1/products/[id]/reviews/route';
import * as route122 from '@/app/api/v1/products/[id]/reviews/eligibility/route';
import * as route123 from '@/app/api/v1/savings/enrolments/route';
import * as route124 from '@/app/api/v1/savings/enrolments/[id]/close/route';
import * as route125 from '@/app/api/v1/savings/enrolments/[id]/pay/route';
import * as route126 from '@/app/api/v1/savings/plans/route';
import * as route127 from '@/app/api/v1/search/route';
import * as route128 from '@/app/api/v1/shipping/sandbox/events/route';
import * as route129 from '@/app/api/v1/shipping/webhook/route';
import * as route130 from '@/app/api/v1/shop/legal/[slug]/route';
import * as route131 from '@/app/api/v1/shop/settings/route';
import * as route132 from '@/app/api/v1/store_credit/route';
import * as route133 from '@/app/api/v1/whatsapp/sandbox/reply/route';
import * as route134 from '@/app/api/v1/whatsapp/webhook/route';

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
  'admin/customers/[id]/erase': route9,
  'admin/customers/[id]/store_credit': route10,
  'admin/dashboard': route11,
  'admin/exports/orders.csv': route12,
  'admin/exports/products.csv': route13,
  'admin/gift_cards': route14,
  'admin/grievances': route15,
  'admin/grievances/[id]': route16,
  'admin/grievances/[id]/replies': route17,
  'admin/imports/products': route18,
  'admin/invite/accept': route19,
  'admin/mail/[id]/resend': route20,
  'admin/media': route21,
  'admin/orders': route22,
  'admin/orders/[id]': route23,
  'admin/orders/[id]/documents/[documentId]': route24,
  'admin/orders/[id]/exchange': route25,
  'admin/orders/[id]/form-60': route26,
  'admin/orders/[id]/huids': route27,
  'admin/orders/[id]/invoice.pdf': route28,
  'admin/orders/[id]/label.pdf': route29,
  'admin/orders/[id]/notes': route30,
  'admin/orders/[id]/old-gold-payouts/[payoutId]': route31,
  'admin/orders/[id]/refunds': route32,
  'admin/orders/[id]/returns/[returnId]': route33,
  'admin/orders/[id]/rto-inspection': route34,
  'admin/orders/[id]/shipment': route35,
  'admin/orders/[id]/status': route36,
  'admin/products': route37,
  'admin/products/[id]': route38,
  'admin/products/[id]/images': route39,
  'admin/products/[id]/images/[imageId]': route40,
  'admin/products/bulk': route41,
  'admin/rates': route42,
  'admin/rates/[key]': route43,
  'admin/rates/[key]/preview': route44,
  'admin/reauth': route45,
  'admin/reports/cod-remittance': route46,
  'admin/reports/gst': route47,
  'admin/reports/gstr1': route48,
  'admin/reports/liabilities': route49,
  'admin/reports/sales': route50,
  'admin/reviews': route51,
  'admin/reviews/[id]': route52,
  'admin/savings/enrolments': route53,
  'admin/savings/plans': route54,
  'admin/savings/plans/[id]': route55,
  'admin/settings': route56,
  'admin/settings/alerts': route57,
  'admin/setup': route58,
  'admin/shipments': route59,
  'admin/shipments/labels.pdf': route60,
  'admin/shipments/manifest.pdf': route61,
  'admin/shipping/settings': route62,
  'admin/staff': route63,
  'admin/staff/[id]': route64,
  'admin/staff/invites/[id]': route65,
  alerts: route66,
  'auth/login': route67,
  'auth/logout': route68,
  'auth/me': route69,
  'auth/me/confirm': route70,
  'auth/me/confirm/code': route71,
  'auth/me/consents': route72,
  'auth/me/email': route73,
  'auth/me/erase': route74,
  'auth/me/export': route75,
  'auth/me/nominee': route76,
  'auth/me/phone': route77,
  'auth/resend_otp': route78,
  'auth/send_otp': route79,
  'auth/verify_otp': route80,
  carousel_images: route81,
  'carousel_images/[id]/track_click': route82,
  'carousel_images/[id]/track_view': route83,
  cart: route84,
  'cart/add_item': route85,
  'cart/add_or_update': route86,
  'cart/apply_coupon': route87,
  'cart/clear': route88,
  'cart/coupon': route89,
  'cart/item_count': route90,
  'cart/merge': route91,
  'cart/remove_item': route92,
  'cart/update_item': route93,
  categories: route94,
  'categories/[id]/products': route95,
  'coupons/[code]': route96,
  'delivery/estimate': route97,
  'exchange/quote': route98,
  gift_cards: route99,
  'gift_cards/[code]': route100,
  grievances: route101,
  'marketing/unsubscribe': route102,
  orders: route103,
  'orders/[id]': route104,
  'orders/[id]/cancel': route105,
  'orders/[id]/confirm_cod': route106,
  'orders/[id]/documents/[documentId]': route107,
  'orders/[id]/exchange/pay': route108,
  'orders/[id]/invoice.pdf': route109,
  'orders/[id]/returns': route110,
  'payments/cod': route111,
  'payments/create-order': route112,
  'payments/resume': route113,
  'payments/sandbox/pay': route114,
  'payments/stored-value': route115,
  'payments/verify': route116,
  'payments/webhook': route117,
  products: route118,
  'products/[id]': route119,
  'products/[id]/alerts': route120,
  'products/[id]/reviews': route121,
  'products/[id]/reviews/eligibility': route122,
  'savings/enrolments': route123,
  'savings/enrolments/[id]/close': route124,
  'savings/enrolments/[id]/pay': route125,
  'savings/plans': route126,
  search: route127,
  'shipping/sandbox/events': route128,
  'shipping/webhook': route129,
  'shop/legal/[slug]': route130,
  'shop/settings': route131,
  store_credit: route132,
  'whatsapp/sandbox/reply': route133,
  'whatsapp/webhook': route134,
};
