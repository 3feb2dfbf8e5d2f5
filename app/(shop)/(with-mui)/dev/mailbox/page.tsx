import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import Container from '@mui/material/Container';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isOutboxActive } from '@/lib/server/mail/mail-mode';
import { MAILBOX_KEY_HEADER, mailboxKeyMatches } from '@/lib/server/mail/mailbox-key';
import { listKeptMessages } from '@/lib/server/messaging';
import { WHATSAPP_MESSAGES as M } from '@/lib/shared/messages/whatsapp';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Mailbox', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The mail the shop kept instead of sending (no SMTP_URL), and the SMS and WhatsApp messages beside it (the
 * sandboxes keep theirs; real ones are listed too), newest first. Gone once SMTP is configured, and
 * without the mailbox key (`?key=` or the x-mailbox-key header) it is the same 404 as then.
 */
export default async function MailboxPage({ searchParams }: Props) {
  if (!isOutboxActive()) notFound();
  const { to, key } = await searchParams;
  const given = typeof key === 'string' ? key : (await headers()).get(MAILBOX_KEY_HEADER);
  if (!mailboxKeyMatches(given)) notFound();
  const messages = await listKeptMessages({ to: typeof to === 'string' && to ? to : undefined });
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>
        Mailbox
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Mail is not being delivered (SMTP_URL is not set). These are the messages the shop would have sent
        {typeof to === 'string' && to ? ` to ${to}` : ''}, with the SMS and WhatsApp messages, newest first.
      </Typography>
      {messages.length === 0 && <Typography>No messages yet.</Typography>}
      <Stack spacing={2}>
        {messages.map((message) => (
          <Paper key={`${message.channel}-${message.id}`} variant="outlined" sx={{ p: 2 }} component="article">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" label={M.channel[message.channel]} />
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {message.channel === 'mail' ? message.subject : message.template}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              To {message.to} · {new Date(message.created_at).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata' })}
              {message.channel === 'mail' ? '' : ` · ${message.status}`}
            </Typography>
            <Typography
              component="pre"
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', mt: 1, mb: 0 }}
            >
              {message.text}
            </Typography>
            {message.buttons.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }} aria-label={M.buttons}>
                {message.buttons.map((button) => (
                  <Chip key={button.id} variant="outlined" label={button.title} />
                ))}
              </Stack>
            )}
            {message.channel === 'mail' && (
              <details>
                <summary>HTML version</summary>
                {/* sandbox with no permissions: the mail's HTML can neither run script nor reach this page */}
                <iframe
                  title={`HTML of: ${message.subject}`}
                  srcDoc={message.html}
                  sandbox=""
                  style={{ width: '100%', height: 480, border: 0 }}
                />
              </details>
            )}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
