// Texts of the log of back-office views of a customer's personal data.
export const DATA_VIEW_MESSAGES = {
  title: 'Who viewed this customer’s data',
  intro: 'Every view of this customer’s page or of one of their orders, kept for a year.',
  when: 'When',
  who: 'Who',
  what: 'What',
  customerPage: 'Customer page',
  order: (id: number) => `Order #${id}`,
  removedStaff: 'A removed account',
} as const;
