import 'server-only';
export { cartReminderStats, sendCartReminders } from './cart-reminders';
export { checkUnsubscribeToken, unsubscribe } from './unsubscribe';
export { unsubscribePage } from './unsubscribe-page';
