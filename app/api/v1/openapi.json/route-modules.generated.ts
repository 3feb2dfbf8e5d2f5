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
import * as route9 from '@/app/api/v1/admin/customers/[id]/store_credit/route';
import * as route10 from '@/app/api/v1/admin/dashboard/route';
import * as route11 from '@/app/api/v1/admin/exports/orders.csv/route';
import * as route12 from '@/app/api/v1/admin/exports/products.csv/route';
import * as route13 from '@/app/api/v1/admin/gift_cards/route';
import * as route14 from '@/app/api/v1/admin/grievances/route';
import * as route15 from '@/app/api/v1/admin/grievances/[id]/route';
import * as route16 from '@/app/api/v1/admin/grievances/[id]/replies/route';
import * as route17 from '@/app/api/v1/admin/imports/products/route';
import * as route18 from '@/app/api/v1/admin/invite/accept/route';
import * as route19 from '@/app/api/v1/admin/mail/[id]/resend/route';
import * as route20 from '@/app/api/v1/admin/media/route';
import * as route21 from '@/app/api/v1/admin/orders/route';
import * as route22 from '@/app/api/v1/admin/orders/[id]/route';
import * as route23 from '@/app/api/v1/admin/orders/[id]/documents/[documentId]/route';
import * as route24 from '@/app/api/v1/admin/orders/[id]/exchange/route';
import * as route25 from '@/app/api/v1/admin/orders/[id]/form-60/route';
import * as route26 from '@/app/api/v1/admin/orders/[id]/huids/route';
import * as route27 from '@/app/api/v1/admin/orders/[id]/invoice.pdf/route';
import * as route28 from '@/app/api/v1/admin/orders/[id]/label.pdf/route';
import * as route29 from '@/app/api/v1/admin/orders/[id]/notes/route';
import * as route30 from '@/app/api/v1/admin/orders/[id]/old-gold-payouts/[payoutId]/route';
import * as route31 from '@/app/api/v1/admin/orders/[id]/refunds/route';
import * as route32 from '@/app/api/v1/admin/orders/[id]/returns/[returnId]/route';
import * as route33 from '@/app/api/v1/admin/orders/[id]/rto-inspection/route';
import * as route34 from '@/app/api/v1/admin/orders/[id]/shipment/route';
import * as route35 from '@/app/api/v1/admin/orders/[id]/status/route';
import * as route36 from '@/app/api/v1/admin/products/route';
import * as route37 from '@/app/api/v1/admin/products/[id]/route';
import * as route38 from '@/app/api/v1/admin/products/[id]/images/route';
import * as route39 from '@/app/api/v1/admin/products/[id]/images/[imageId]/route';
import * as route40 from '@/app/api/v1/admin/products/bulk/route';
import * as route41 from '@/app/api/v1/admin/rates/route';
import * as route42 from '@/app/api/v1/admin/rates/[key]/route';
import * as route43 from '@/app/api/v1/admin/rates/[key]/preview/route';
import * as route44 from '@/app/api/v1/admin/reauth/route';
import * as route45 from '@/app/api/v1/admin/reports/cod-remittance/route';
import * as route46 from '@/app/api/v1/admin/reports/gst/route';
import * as route47 from '@/app/api/v1/admin/reports/gstr1/route';
import * as route48 from '@/app/api/v1/admin/reports/liabilities/route';
import * as route49 from '@/app/api/v1/admin/reports/sales/route';
import * as route50 from '@/app/api/v1/admin/reviews/route';
import * as route51 from '@/app/api/v1/admin/reviews/[id]/route';
import * as route52 from '@/app/api/v1/admin/savings/enrolments/route';
import * as route53 from '@/app/api/v1/admin/savings/plans/route';
import * as route54 from '@/app/api/v1/admin/savings/plans/[id]/route';
import * as route55 from '@/app/api/v1/admin/settings/route';
import * as route56 from '@/app/api/v1/admin/settings/alerts/route';
import * as route57 from '@/app/api/v1/admin/setup/route';
import * as route58 from '@/app/api/v1/admin/shipments/route';
import * as route59 from '@/app/api/v1/admin/shipments/labels.pdf/route';
import * as route60 from '@/app/api/v1/admin/shipments/manifest.pdf/route';
import * as route61 from '@/app/api/v1/admin/shipping/settings/route';
import * as route62 from '@/app/api/v1/admin/staff/route';
import * as route63 from '@/app/api/v1/admin/staff/[id]/route';
import * as route64 from '@/app/api/v1/admin/staff/invites/[id]/route';
import * as route65 from '@/app/api/v1/alerts/route';
import * as route66 from '@/app/api/v1/auth/login/route';
import * as route67 from '@/app/api/v1/auth/logout/route';
import * as route68 from '@/app/api/v1/auth/me/route';
import * as route69 from '@/app/api/v1/auth/me/email/route';
import * as route70 from '@/app/api/v1/auth/me/nominee/route';
import * as route71 from '@/app/api/v1/auth/me/phone/route';
import * as route72 from '@/app/api/v1/auth/resend_otp/route';
import * as route73 from '@/app/api/v1/auth/send_otp/route';
import * as route74 from '@/app/api/v1/auth/verify_otp/route';
import * as route75 from '@/app/api/v1/carousel_images/route';
import * as route76 from '@/app/api/v1/carousel_images/[id]/track_click/route';
import * as route77 from '@/app/api/v1/carousel_images/[id]/track_view/route';
import * as route78 from '@/app/api/v1/cart/route';
import * as route79 from '@/app/api/v1/cart/add_item/route';
import * as route80 from '@/app/api/v1/cart/add_or_update/route';
import * as route81 from '@/app/api/v1/cart/apply_coupon/route';
import * as route82 from '@/app/api/v1/cart/clear/route';
import * as route83 from '@/app/api/v1/cart/coupon/route';
import * as route84 from '@/app/api/v1/cart/item_count/route';
import * as route85 from '@/app/api/v1/cart/merge/route';
import * as route86 from '@/app/api/v1/cart/remove_item/route';
import * as route87 from '@/app/api/v1/cart/update_item/route';
import * as route88 from '@/app/api/v1/categories/route';
import * as route89 from '@/app/api/v1/categories/[id]/products/route';
import * as route90 from '@/app/api/v1/coupons/[code]/route';
import * as route91 from '@/app/api/v1/delivery/estimate/route';
import * as route92 from '@/app/api/v1/exchange/quote/route';
import * as route93 from '@/app/api/v1/gift_cards/route';
import * as route94 from '@/app/api/v1/gift_cards/[code]/route';
import * as route95 from '@/app/api/v1/grievances/route';
import * as route96 from '@/app/api/v1/marketing/unsubscribe/route';
import * as route97 from '@/app/api/v1/orders/route';
import * as route98 from '@/app/api/v1/orders/[id]/route';
import * as route99 from '@/app/api/v1/orders/[id]/cancel/route';
import * as route100 from '@/app/api/v1/orders/[id]/confirm_cod/route';
import * as route101 from '@/app/api/v1/orders/[id]/documents/[documentId]/route';
import * as route102 from '@/app/api/v1/orders/[id]/exchange/pay/route';
import * as route103 from '@/app/api/v1/orders/[id]/invoice.pdf/route';
import * as route104 from '@/app/api/v1/orders/[id]/returns/route';
import * as route105 from '@/app/api/v1/payments/cod/route';
import * as route106 from '@/app/api/v1/payments/create-order/route';
import * as route107 from '@/app/api/v1/payments/resume/route';
import * as route108 from '@/app/api/v1/payments/sandbox/pay/route';
import * as route109 from '@/app/api/v1/payments/stored-value/route';
import * as route110 from '@/app/api/v1/payments/verify/route';
import * as route111 from '@/app/api/v1/payments/webhook/route';
import * as route112 from '@/app/api/v1/products/route';
import * as route113 from '@/app/api/v1/products/[id]/route';
import * as route114 from '@/app/api/v1/products/[id]/alerts/route';
import * as route115 from '@/app/api/v1/products/[id]/reviews/route';
import * as route116 from '@/app/api/v1/products/[id]/reviews/eligibility/route';
import * as route117 from '@/app/api/v1/savings/enrolments/route';
import * as route118 from '@/app/api/v1/savings/enrolments/[id]/close/route';
import * as route119 from '@/app/api/v1/savings/enrolments/[id]/pay/route';
import * as route120 from '@/app/api/v1/savings/plans/route';
import * as route121 from '@/app/api/v1/search/route';
import * as route122 from '@/app/api/v1/shipping/sandbox/events/route';
import * as route123 from '@/app/api/v1/shipping/webhook/route';
import * as route124 from '@/app/api/v1/shop/legal/[slug]/route';
import * as route125 from '@/app/api/v1/shop/settings/route';
import * as route126 from '@/app/api/v1/store_credit/route';
import * as route127 from '@/app/api/v1/whatsapp/sandbox/reply/route';
import * as route128 from '@/app/api/v1/whatsapp/webhook/route';

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
  'admin/customers/[id]/store_credit': route9,
  'admin/dashboard': route10,
  'admin/exports/orders.csv': route11,
  'admin/exports/products.csv': route12,
  'admin/gift_cards': route13,
  'admin/grievances': route14,
  'admin/grievances/[id]': route15,
  'admin/grievances/[id]/replies': route16,
  'admin/imports/products': route17,
  'admin/invite/accept': route18,
  'admin/mail/[id]/resend': route19,
  'admin/media': route20,
  'admin/orders': route21,
  'admin/orders/[id]': route22,
  'admin/orders/[id]/documents/[documentId]': route23,
  'admin/orders/[id]/exchange': route24,
  'admin/orders/[id]/form-60': route25,
  'admin/orders/[id]/huids': route26,
  'admin/orders/[id]/invoice.pdf': route27,
  'admin/orders/[id]/label.pdf': route28,
  'admin/orders/[id]/notes': route29,
  'admin/orders/[id]/old-gold-payouts/[payoutId]': route30,
  'admin/orders/[id]/refunds': route31,
  'admin/orders/[id]/returns/[returnId]': route32,
  'admin/orders/[id]/rto-inspection': route33,
  'admin/orders/[id]/shipment': route34,
  'admin/orders/[id]/status': route35,
  'admin/products': route36,
  'admin/products/[id]': route37,
  'admin/products/[id]/images': route38,
  'admin/products/[id]/images/[imageId]': route39,
  'admin/products/bulk': route40,
  'admin/rates': route41,
  'admin/rates/[key]': route42,
  'admin/rates/[key]/preview': route43,
  'admin/reauth': route44,
  'admin/reports/cod-remittance': route45,
  'admin/reports/gst': route46,
  'admin/reports/gstr1': route47,
  'admin/reports/liabilities': route48,
  'admin/reports/sales': route49,
  'admin/reviews': route50,
  'admin/reviews/[id]': route51,
  'admin/savings/enrolments': route52,
  'admin/savings/plans': route53,
  'admin/savings/plans/[id]': route54,
  'admin/settings': route55,
  'admin/settings/alerts': route56,
  'admin/setup': route57,
  'admin/shipments': route58,
  'admin/shipments/labels.pdf': route59,
  'admin/shipments/manifest.pdf': route60,
  'admin/shipping/settings': route61,
  'admin/staff': route62,
  'admin/staff/[id]': route63,
  'admin/staff/invites/[id]': route64,
  alerts: route65,
  'auth/login': route66,
  'auth/logout': route67,
  'auth/me': route68,
  'auth/me/email': route69,
  'auth/me/nominee': route70,
  'auth/me/phone': route71,
  'auth/resend_otp': route72,
  'auth/send_otp': route73,
  'auth/verify_otp': route74,
  carousel_images: route75,
  'carousel_images/[id]/track_click': route76,
  'carousel_images/[id]/track_view': route77,
  cart: route78,
  'cart/add_item': route79,
  'cart/add_or_update': route80,
  'cart/apply_coupon': route81,
  'cart/clear': route82,
  'cart/coupon': route83,
  'cart/item_count': route84,
  'cart/merge': route85,
  'cart/remove_item': route86,
  'cart/update_item': route87,
  categories: route88,
  'categories/[id]/products': route89,
  'coupons/[code]': route90,
  'delivery/estimate': route91,
  'exchange/quote': route92,
  gift_cards: route93,
  'gift_cards/[code]': route94,
  grievances: route95,
  'marketing/unsubscribe': route96,
  orders: route97,
  'orders/[id]': route98,
  'orders/[id]/cancel': route99,
  'orders/[id]/confirm_cod': route100,
  'orders/[id]/documents/[documentId]': route101,
  'orders/[id]/exchange/pay': route102,
  'orders/[id]/invoice.pdf': route103,
  'orders/[id]/returns': route104,
  'payments/cod': route105,
  'payments/create-order': route106,
  'payments/resume': route107,
  'payments/sandbox/pay': route108,
  'payments/stored-value': route109,
  'payments/verify': route110,
  'payments/webhook': route111,
  products: route112,
  'products/[id]': route113,
  'products/[id]/alerts': route114,
  'products/[id]/reviews': route115,
  'products/[id]/reviews/eligibility': route116,
  'savings/enrolments': route117,
  'savings/enrolments/[id]/close': route118,
  'savings/enrolments/[id]/pay': route119,
  'savings/plans': route120,
  search: route121,
  'shipping/sandbox/events': route122,
  'shipping/webhook': route123,
  'shop/legal/[slug]': route124,
  'shop/settings': route125,
  store_credit: route126,
  'whatsapp/sandbox/reply': route127,
  'whatsapp/webhook': route128,
};
