// The shapes the back office's API answers with, shared by the domain (which builds them) and the back
// office's screens (which read them).
import type { CustomerDataView as DataView } from './data-view-types';
import type { AdminConsentEntry } from './consent-entry-types';
import type { ApiOldGoldPayout } from '@/lib/shared/schemas/old-gold-payout-schema';
import type { ApiCarouselImage, ApiProduct, Pagination } from '@/lib/shared/schemas/catalogue-schema';
import type { ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import type { OrderStatus } from '@/lib/shared/constants';
import type { PaymentMethod } from '@/lib/shared/payment-methods';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import type { MakingChargeKind } from '@/lib/shared/money/breakup';
import type { GrantablePermission, Permission } from '@/lib/shared/back-office/permissions';

/** The storefront's product, with what only the back office sees. */
export type AdminProduct = Omit<ApiProduct, 'variants'> & {
  active: boolean;
  archived_at: string | null;
  /** Pieces held by pending (unpaid) orders: not in stock_quantity, back in it if those orders are not paid. */
  reserved_quantity: number;
  /** stock_quantity + reserved_quantity: what should be on the shelf. */
  on_hand_quantity: number;
  /** Below the low-stock threshold: the piece's stock, or one of its sizes' (named in low_stock_sizes). */
  low_stock: boolean;
  low_stock_sizes: string[];
  /** Pricing by weight: the making charge (percent, or rupees per gram) and stones, in rupees before GST. */
  making_charge: { kind: MakingChargeKind; value: number } | null;
  stone_charges: number;
  hallmarked: boolean;
  /** Every size with its SKU, as the editor's variants table edits them. */
  variants: AdminProductVariant[];
};

export type AdminProductVariant = {
  size: string;
  stock_quantity: number;
  price: number;
  weight_grams: number | null;
  /** Metal and stones together, when weighed. */
  gross_weight_grams: number | null;
  sku: string | null;
};

export type AdminPagination = Pagination;

export type AdminProductPage = { products: AdminProduct[]; pagination: AdminPagination };

export type AdminOrderSummary = {
  id: number;
  status: OrderStatus;
  total_price: number;
  created_at: string;
  paid_at: string | null;
  test_mode: boolean;
  /** 'cod': cash on delivery, unpaid until delivered. */
  payment_method: PaymentMethod;
  review_reason: string | null;
  /** A first COD order still waiting for its confirmation: released at this time unless confirmed. */
  cod_confirm_by?: string | null;
  customer: { id: number; email: string; name: string };
  city: string;
};

export type AdminOrderPage = { orders: AdminOrderSummary[]; pagination: AdminPagination };

export type AdminOrderEvent = {
  id: number;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  actor: string;
  note: string | null;
  data: Record<string, unknown> | null;
  created_at: string;
};

export type AdminPayment = {
  id: number;
  provider: string;
  provider_payment_id: string;
  amount: number;
  currency: string;
  status: string;
  created_at: string;
};

/** The shopper's order, with what the shop sees besides. */
export type AdminOrder = ApiOrder & {
  updated_at: string;
  review_reason: string | null;
  customer: { id: number; email: string; name: string };
  payments: AdminPayment[];
  /** Every entry of the order's history, the shop's notes included, with who made it. */
  events: AdminOrderEvent[];
  /** What can still be refunded (rupees). */
  refundable: number;
  /** Status moves the back office may make from here (cancelled included when allowed). */
  allowed_moves: string[];
  /** The buyer's old gold owed back for pieces that came back; owed until settled_at. */
  old_gold_payouts: ApiOldGoldPayout[];
  /** A paid parcel the courier brought back, refunded once the owner has inspected it (POST rto-inspection). */
  rto_inspection_due: boolean;
  /** The WhatsApp and SMS messages sent about the order, oldest first, each with its latest status. */
  messages: AdminOrderMessage[];
  /** The buyer confirmed this cash-on-delivery order with WhatsApp's "Confirm order" button. */
  cod_confirmed_on_whatsapp: boolean;
};

export type AdminOrderMessage = {
  id: number;
  channel: string;
  template: string;
  to: string;
  /** queued, sent, delivered, read or failed. */
  status: string;
  error: string | null;
  created_at: string;
  updated_at: string;
};

/** A day's paid sales: revenue is net of refunds (gross minus refunded); orders counts those not refunded in full. */
export type SalesDay = { date: string; orders: number; revenue: number; gross: number; refunded: number };

export type SalesTotals = { orders: number; revenue: number; gross: number; refunded: number };

export type SalesReport = {
  from: string;
  to: string;
  time_zone: string;
  /** True while the shop runs in the payment sandbox: its test orders count, since they are all it has. */
  includes_test_orders: boolean;
  days: SalesDay[];
  totals: SalesTotals;
  /** Rupees paid for old gold that tested above its quote on these orders: a purchase of gold, not a refund. */
  old_gold_bought: number;
};

export type AdminDashboard = {
  /** Paid and waiting for the shop to start on them. */
  to_confirm: number;
  /** Paid and not yet shipped (confirmed or processing). */
  to_ship: number;
  /** Rupees of COD cash couriers collected at delivery and have not yet remitted to the shop. */
  cash_with_couriers: number;
  needs_review: number;
  today: SalesDay;
  last_30_days: SalesTotals & { days: SalesDay[] };
  includes_test_orders: boolean;
  low_stock_threshold: number;
  /** Pieces below the threshold; a piece with sizes, one row per size that is (size null without sizes). */
  low_stock: { id: number; name: string; size: string | null; stock_quantity: number }[];
  recent_orders: {
    id: number;
    status: OrderStatus;
    total_price: number;
    created_at: string;
    email: string;
    test_mode: boolean;
  }[];
  /** Mail the SMTP server refused on every try: how many, and the newest of them. */
  undelivered_mail_count: number;
  undelivered_mail: UndeliveredMail[];
  /** Cart reminders of the last 30 days, and those whose shopper ordered within 7 days of the reminder. */
  cart_reminders: { reminders_sent: number; carts_recovered: number };
} & BackupStatus &
  OwnerAttention & { liabilities?: import('./liabilities-types').LiabilityBalances };

/** Returns waiting for a decision, and the age of the stalest metal rate (null: none set). */
export type OwnerAttention = {
  returns_waiting: number;
  rates_count: number;
  rates_updated_at: string | null;
  rates_set_today: boolean;
};

/** The newest finished backup (lib/server/backup) and whether it is too old. */
export type BackupStatus = {
  last_backup_at: string | null;
  last_backup_location: string | null;
  backup_overdue: boolean;
};

export type UndeliveredMail = {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
};

export type AdminCustomer = {
  id: number;
  name: string;
  email: string;
  role: string;
  created_at: string;
  disabled_at: string | null;
  orders_count: number;
  /** Paid orders' totals, rupees. */
  total_spent: number;
  /** False: the owner turned cash on delivery off for this customer. */
  cod_enabled: boolean;
  /** Erased (DPDP Act s.12): a tombstone its kept orders point to. */
  erased: boolean;
  /** When the customer agreed to marketing mail (derived from the consent ledger); null: not agreed (or withdrawn). */
  marketing_mail_at: string | null;
};

export type AdminCustomerPage = { customers: AdminCustomer[]; pagination: AdminPagination };

/** orders: null when the actor may not see orders (no 'orders' permission). */
/** consents: the consent ledger's history, newest first; data_views: who in the back office saw this customer. */
export type AdminCustomerDetail = AdminCustomer & {
  consents: AdminConsentEntry[];
  orders: AdminOrderSummary[] | null;
  data_views: DataView[] | null;
};

export type AuditEntryView = {
  id: number;
  actor: string;
  actor_user_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  client_ip: string | null;
  created_at: string;
};

export type AuditPage = { entries: AuditEntryView[]; pagination: AdminPagination };

/** permissions: what the account may do now (an owner: every permission; staff: what the owner gave). */
export type StaffMember = {
  id: number;
  name: string;
  email: string;
  role: 'staff' | 'owner';
  permissions: Permission[];
  created_at: string;
  is_you: boolean;
};

/** permissions: what the account will be given when the invitation is accepted. */
export type StaffInviteView = {
  id: number;
  email: string;
  role: string;
  permissions: GrantablePermission[];
  invited_by: string | null;
  expires_at: string;
  created_at: string;
};

export type StaffList = { staff: StaffMember[]; invites: StaffInviteView[] };

export type AdminSettings = ShopSettings & { low_stock_threshold: number; updated_at: string | null };

export type AdminCoupon = {
  id: number;
  code: string;
  /** Exactly one of percent and amount_off (rupees) is set. */
  percent: number | null;
  amount_off: number | null;
  applies_to: 'order' | 'making_charges';
  active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  once_per_customer: boolean;
  min_order_value: number;
  /** Orders that used it (not cancelled or failed). */
  uses: number;
  updated_at: string;
};

/** The storefront's slide, with what only the back office sees. */
export type AdminSlide = ApiCarouselImage & { active: boolean; view_count: number; click_count: number };
