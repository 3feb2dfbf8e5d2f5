import 'server-only';
export {
  actorLabel,
  authorize,
  staffActorOf,
  requireRecentPassword,
  type StaffActor,
  authorizeAny,
  forbidden,
} from './staff-actor';
