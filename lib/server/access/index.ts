import 'server-only';
export {
  actorLabel,
  authorize,
  staffActorOf,
  requireRecentPassword,
  type StaffActor,
  authorizeAny,
} from './staff-actor';
