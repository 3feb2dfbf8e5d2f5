import 'server-only';
export { cartReminderStats, sendCartReminders, REMINDER_BATCH, REMIND_AGAIN_DAYS } from './cart-reminders';
export {
  checkUnsubscribeToken,
  unsubscribe,
  unsubscribeHeaders,
  unsubscribeLink,
  unsubscribeToken,
} from './unsubscribe';
