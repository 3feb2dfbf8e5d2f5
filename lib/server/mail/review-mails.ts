// The invitation to review, sent a week after delivery: the pieces of the order, each with the
// link to its page, where "Write a review" waits for the buyer.
import 'server-only';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { REVIEW_MODERATION_MESSAGES as M } from '@/lib/shared/messages/review-moderation';
import { brandedMail } from './brand-layout';
import type { OutgoingMail } from './mail-content';

export type InvitedPiece = { name: string; url: string };

export function reviewInvitationMail(
  settings: ShopSettings,
  to: string,
  firstName: string,
  pieces: readonly InvitedPiece[],
): OutgoingMail {
  const subject = M.inviteSubject(settings.company.name);
  return {
    to,
    ...brandedMail(settings, subject, subject, {
      heading: M.inviteHeading,
      paragraphs: [`Hello ${firstName},`, M.inviteLine],
      blocks: pieces.map((piece) => ({ title: piece.name, lines: [piece.url] })),
    }),
  };
}
