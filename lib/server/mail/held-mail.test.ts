// Mail that stands behind a message on another channel (WhatsApp): nothing is written in the transaction; after
// the commit the message is tried, and the mail is written and delivered only when it failed (or threw). A mail
// with a message beside it (not held) goes whatever becomes of the message; a message alone writes no mail.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';
import { deliverQueuedMail, heldMail, messageAlone, queueMail } from './queued-mail';

let counter = 0;
const mail = () => {
  counter++;
  return {
    to: `held${counter}@example.com`,
    subject: `Order #${counter} shipped`,
    logSubject: `Order #${counter}`,
    text: 'On its way',
    html: '<p>On its way</p>',
  };
};

async function mailsTo(to: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, to))).length;
}

beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('writes no mail when the message went, and the mail when it failed or threw', async () => {
  const sent = mail();
  const failed = mail();
  const threw = mail();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await deliverQueuedMail([
    heldMail(sent, async () => true),
    heldMail(failed, async () => false),
    heldMail(threw, async () => {
      throw new Error('provider down');
    }),
  ]);
  expect(await mailsTo(sent.to)).toBe(0);
  expect(await mailsTo(failed.to)).toBe(1);
  expect(await mailsTo(threw.to)).toBe(1);
});

it('sends a message beside a written mail, which goes either way', async () => {
  const db = await getDb();
  const beside = mail();
  const queued = await db.transaction((tx) => queueMail(tx, beside));
  const send = jest.fn(async () => false);
  await deliverQueuedMail([{ ...queued, side: { send, held: false } }]);
  expect(send).toHaveBeenCalledTimes(1);
  expect(await mailsTo(beside.to)).toBe(1);
});

it('sends a message alone (no address to mail) and writes nothing, whether it went or not', async () => {
  const db = await getDb();
  const before = (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
  const went = jest.fn(async () => true);
  const failed = jest.fn(async () => false);
  await deliverQueuedMail([messageAlone(went), messageAlone(failed)]);
  expect(went).toHaveBeenCalledTimes(1);
  expect(failed).toHaveBeenCalledTimes(1);
  expect((await db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(before);
});
