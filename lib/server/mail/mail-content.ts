import 'server-only';
/** A message ready to send. `logSubject` is the subject without secrets, for logs in production. */
export type MailContent = { subject: string; logSubject: string; text: string; html: string };

export type OutgoingMail = MailContent & { to: string };
