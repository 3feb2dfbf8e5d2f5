// Texts of grievances: the buyer's form, the mails, the owner's queue.
export const GRIEVANCE_MESSAGES = {
  subjectRequired: 'Please give your grievance a subject',
  subjectTooLong: 'The subject is too long',
  messageRequired: 'Please describe your grievance',
  messageTooLong: 'The message is too long',
  orderNotYours: 'That order is not one of yours',
  notFound: 'Grievance not found',
  alreadyResolved: 'This grievance is already resolved',
  // The buyer's page
  pageTitle: 'Grievances',
  pageIntro:
    'Tell us what went wrong with an order or with how we handle your personal data. We acknowledge at once and resolve within a month.',
  subjectLabel: 'Subject',
  messageLabel: 'Your grievance',
  orderLabel: 'Order (optional)',
  noOrder: 'Not about an order',
  submit: 'Send grievance',
  sent: (reference: string) => `Grievance ${reference} received. We have mailed you an acknowledgement.`,
  yours: 'Your grievances',
  none: 'You have raised no grievances.',
  signInFirst: 'Sign in to raise a grievance, or write to the grievance officer named below.',
  officer: (name: string, email: string) => `Grievance officer: ${name}${email ? `, ${email}` : ''}`,
  dueBy: (date: string) => `Resolution due by ${date}`,
  statusLabel: { open: 'Open', answered: 'Answered', resolved: 'Resolved' },
  reply: 'Reply from the shop',
  // Mails
  ackSubject: (reference: string) => `We received your grievance ${reference}`,
  ackText: (name: string, reference: string, subject: string, due: string) =>
    `Dear ${name},\n\nWe have received your grievance "${subject}". Its reference is ${reference}: please quote it when you write to us.\n\nWe will resolve it by ${due}.\n\nIf you are not satisfied with our answer about your personal data, you may complain to the Data Protection Board of India.`,
  replySubject: (reference: string) => `About your grievance ${reference}`,
  replyText: (name: string, reference: string, message: string, resolved: boolean) =>
    `Dear ${name},\n\n${message}\n\n${resolved ? `We have marked grievance ${reference} as resolved. If you are not satisfied, reply to this mail; about your personal data you may also complain to the Data Protection Board of India.` : `Grievance ${reference} stays open until it is resolved.`}`,
  // The back office
  adminTitle: 'Grievances',
  adminIntro: 'Each grievance is due for resolution within a month; the DPDP Rules allow 90 days at the outside.',
  overdue: 'Overdue',
  pastLimit: 'Past 90 days',
  due: 'Due',
  received: 'Received',
  from: 'From',
  replyLabel: 'Reply (mailed to the buyer)',
  sendReply: 'Send reply',
  sendAndResolve: 'Reply and resolve',
  replied: 'Reply sent',
  allStatuses: 'All',
} as const;
