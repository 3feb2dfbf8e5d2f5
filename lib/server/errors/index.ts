import 'server-only';
export { DomainError, notFound, type ErrorDetails } from './domain-error';
export type { ErrorCode } from './error-code';
export { requireUpdatedAt } from './update-stamp';
