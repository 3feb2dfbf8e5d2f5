// Texts of the privacy notice's itemised part (DPDP Act s.5, DPDP Rules r.3) and of the register form's age
// confirmation. The owner's own words stay the legal page; this part is drawn from the shop's own tables.
export const PRIVACY_NOTICE_MESSAGES = {
  adultLabel: 'I confirm I am 18 or older',
  adultRequired: 'You must be 18 or older to register. We do not take accounts for minors.',
  noticeLink: 'How we use your data (privacy notice)',
  heading: 'Your personal data: what we hold and why',
  collectedHeading: 'What we collect, why, and with whom it is shared',
  columns: { data: 'Data', purpose: 'Purpose', sharedWith: 'Shared with' },
  retentionHeading: 'How long we keep it',
  retentionColumns: { what: 'Data', period: 'Deleted', from: 'Counted from' },
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  retentionLaw:
    'Tax invoices, credit notes and the order lines they rest on are kept for the period the CGST Act (s.36) requires, even after an account is closed.',
  rightsHeading: 'Your rights and how to use them',
  withdrawHeading: 'Withdrawing consent',
  withdraw:
    'Marketing mail and reminders are sent only with your consent. Withdraw it at any time on your profile or by the unsubscribe link in any such mail; it is as easy as giving it.',
  nominee:
    'You may name a nominee on your profile, who may exercise these rights for you in case of your death or incapacity.',
  grievanceHeading: 'Grievances',
  grievance: (name: string, email: string) =>
    `Raise a grievance from your account (we acknowledge at once and resolve within a month), or write to our grievance officer${name ? `, ${name}` : ''}${email ? ` (${email})` : ''}.`,
  grievanceLink: 'Raise a grievance',
  boardHeading: 'Complaining to the Data Protection Board',
  board:
    'If you are not satisfied with how we answered a grievance about your personal data, you may complain to the Data Protection Board of India (Digital Personal Data Protection Act 2023, s.13(3)), online through its portal.',
  minors: 'We do not knowingly take accounts for anyone under 18.',
} as const;
