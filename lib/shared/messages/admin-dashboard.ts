// Texts of the back office's dashboard (/admin) and its list of undelivered mail.
const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

export const ADMIN_DASHBOARD_MESSAGES = {
  title: 'Dashboard',
  sandbox: 'Payments run in the sandbox: these figures count test orders, for which no money was taken.',
  toConfirm: 'Orders to confirm',
  toShip: 'Orders to ship',
  paidToday: (count: number) => `Paid today (${orders(count)})`,
  last30Days: (count: number) => `Last 30 days (${orders(count)})`,
  needsReview: (count: number) => `${count} ${count === 1 ? 'order needs' : 'orders need'} review:`,
  openThem: 'open them',
  salesTitle: 'Paid sales, last 30 days',
  salesDayAxis: 'Day (IST)',
  salesSeries: 'Sales (₹)',
  salesChartLabel: (total: string) => `Paid sales per day over the last 30 days, net of refunds, ${total} in all`,
  grossAndRefunded: (gross: string, refunded: string) => `Net of refunds: ${gross} sold, ${refunded} refunded`,
  lowStockTitle: (threshold: number) => `Low on stock (below ${threshold})`,
  lowStockNone: 'Every active piece has stock.',
  stockLeft: (count: number) => `${count} left`,
  lowStockPiece: (name: string, size: string | null) => (size ? `${name} (size ${size})` : name),
  recentTitle: 'Recent orders',
  recentNone: 'No orders yet.',
  returnsWaiting: 'Returns to decide',
  cashWithCouriers: 'COD cash with couriers',
  /** The money buyers keep with the shop (the liabilities report). */
  heldForPlans: 'Savings plan money to spend',
  giftCardBalances: 'Gift card balances',
  storeCreditBalances: 'Store credit',
  remindersSent: 'Cart reminders sent (30 days)',
  cartsRecovered: 'Carts recovered (30 days)',
  cartsRecoveredNote: 'Ordered within 7 days of the reminder',
  rates: {
    today: (when: string) => `Metal rates set today (${when}).`,
    stale: (days: number, when: string) =>
      `Metal rates were last set ${days === 1 ? 'yesterday' : `${days} days ago`} (${when}): ` +
      'pieces priced by weight still use them.',
    none: 'No metal rates are set yet: pieces priced by weight cannot be priced.',
    setThem: "Set today's rates",
  },
  backup: {
    last: (when: string) => `Last backup: ${when}.`,
    overdue: (when: string) =>
      `The last backup was made ${when}, more than two days ago. The shop makes one every day: look for "[backup]" in the server's log (a full disk, a bucket that refuses), or run npm run backup.`,
    none: 'No backup has been made yet. The shop makes one every day while it runs; npm run backup makes one now.',
  },
  mail: {
    title: (count: number) => `Mail not delivered (${count})`,
    help: 'The mail server refused these on every try. Check SMTP_URL and the reason, then send them again.',
    sendAgain: 'Send again',
    sending: 'Sending…',
    sendAgainLabel: (subject: string, to: string) => `Send again: ${subject} to ${to}`,
    sent: (to: string) => `Sent to ${to}.`,
    refusedAgain: (reason: string | null) =>
      `The mail server refused it again (${reason ?? 'no reason given'}); it will be tried again later.`,
    failed: 'Sending failed',
    tries: (count: number) => `${count} ${count === 1 ? 'try' : 'tries'}`,
  },
} as const;
