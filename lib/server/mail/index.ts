import 'server-only';
export { brandedMail } from './brand-layout';
export { loginAlertMail } from './login-alert-mail';
export { undeliveredMail } from './mail-admin';
export {
  orderCancellationMail,
  orderConfirmationMail,
  orderProgressMail,
  orderShippedMail,
  orderRefundMail,
  orderReturnMail,
  taxDocumentMail,
  type ReturnMailStep,
  type ReturnRefunded,
} from './order-mails';
export { accountExistsMail, noAccountMail, otpCodeMail } from './otp-mails';
export { deliverQueuedMail, heldMail, messageAlone, queueMail, type QueuedMail } from './queued-mail';
export { sendMail } from './send-mail';
export type { OutgoingMail } from './mail-content';
export { reviewInvitationMail } from './review-mails';
export { codConfirmMail } from './cod-confirm-mail';
export { listOutbox } from './outbox';
