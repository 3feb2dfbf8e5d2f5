import 'server-only';
export { actorLabel, authorize, staffActorOf, requireRecentPassword, type StaffActor } from './staff-actor';
