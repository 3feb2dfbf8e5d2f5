// Orders (spec section 2, My Orders, and section 7): the orders screens and the server's answers about an
// order (create, read, cancel, pay again).

export const ORDER_MESSAGES = {
  fetchFailed: 'Failed to fetch orders',
  fetchOneFailed: 'Failed to fetch order',
  createFailed: 'Failed to create order',
  cancelFailed: 'Failed to cancel order',
  created: 'Order created successfully!',
  cancelled: 'Order cancelled successfully!',
  loginToCreate: 'User must be authenticated to create an order',
  loginToCancel: 'User must be authenticated to cancel an order',
  notFound: 'Order not found',
  notCancellable: 'Only pending orders can be cancelled',
  notAwaitingPayment: 'This order is no longer awaiting payment',
  noOrders: 'You have not placed any orders yet.',
} as const;
