// One back-office view of a customer's personal data, as the owner reads the log (DPDP breach readiness).
export type CustomerDataView = {
  staff_user_id: number | null;
  staff_email: string | null;
  view: 'customer' | 'order';
  order_id: number | null;
  created_at: string;
};
