// Grievances (E-Commerce Rules 2020, DPDP Act s.13): the buyer's complaint, the owner's queue and replies,
// and the answers of both.
import { z } from 'zod';
import { GRIEVANCE_MESSAGES as M } from '@/lib/shared/messages/grievance-messages';
import { adminPageQuerySchema, recordIdSchema } from './admin-schema';

/** open: waiting for the owner; answered: replied to, not closed; resolved: closed by the owner. */
export const GRIEVANCE_STATUSES = ['open', 'answered', 'resolved'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_SUBJECT_MAX = 200;
export const GRIEVANCE_MESSAGE_MAX = 5000;

const text = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const grievanceCreateSchema = z
  .object({
    subject: text(GRIEVANCE_SUBJECT_MAX, M.subjectRequired, M.subjectTooLong),
    message: text(GRIEVANCE_MESSAGE_MAX, M.messageRequired, M.messageTooLong),
    order_id: recordIdSchema.nullish(),
  })
  .strict();
export type GrievanceCreate = z.output<typeof grievanceCreateSchema>;

export const grievanceReplySchema = z
  .object({
    message: text(GRIEVANCE_MESSAGE_MAX, M.messageRequired, M.messageTooLong),
    /** true: the reply closes the grievance. */
    resolve: z.boolean().default(false),
  })
  .strict();
export type GrievanceReply = z.output<typeof grievanceReplySchema>;

export const adminGrievanceQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(GRIEVANCE_STATUSES).optional(),
});
export type AdminGrievanceQuery = z.output<typeof adminGrievanceQuerySchema>;

const grievanceSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  subject: z.string(),
  message: z.string(),
  order_id: z.number().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  /** Resolution due (a month after it was made) and the Act's outer limit (90 days). */
  due_at: z.string(),
  limit_at: z.string(),
  replies: z.array(z.object({ message: z.string(), created_at: z.string() })),
});
export type GrievanceView = z.output<typeof grievanceSchema>;

export const grievanceCreatedAnswerSchema = z.object({
  grievance: z.object({ reference: z.string(), status: z.enum(GRIEVANCE_STATUSES) }).loose(),
});
export const grievanceListAnswerSchema = z.object({ grievances: z.array(grievanceSchema) });

const adminGrievanceSchema = grievanceSchema.extend({
  name: z.string(),
  email: z.string(),
  user_id: z.number().nullable(),
  /** Past its due date and not resolved. */
  overdue: z.boolean(),
  /** Past the 90-day limit and not resolved. */
  past_limit: z.boolean(),
});
export type AdminGrievanceView = z.output<typeof adminGrievanceSchema>;

export const adminGrievanceListAnswerSchema = z.object({
  grievances: z.array(adminGrievanceSchema),
  pagination: z.object({
    current_page: z.number(),
    per_page: z.number(),
    total_pages: z.number(),
    total_count: z.number(),
  }),
});
export const adminGrievanceAnswerSchema = z.object({ grievance: adminGrievanceSchema });
export type AdminGrievancePage = z.output<typeof adminGrievanceListAnswerSchema>;
