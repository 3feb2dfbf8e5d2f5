// Texts of the back office's customers.
export const ADMIN_CUSTOMER_MESSAGES = {
  title: 'Customers',
  notFound: 'Customer not found',
  ordersCount: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`,
  staffAccount: 'This is a back-office account: remove it from the staff first',
} as const;
