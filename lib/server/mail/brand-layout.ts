// The shop's mail frame, drawn from the shop settings: name and tagline on a band of the primary colour,
// the contact details below. Table layout and inline styles, because mail clients ignore most CSS.
import 'server-only';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { DEFAULT_THEME_COLORS } from '@/lib/shared/constants';
import { escapeHtml } from '@/lib/server/html';
import type { MailContent } from './mail-content';

/** A label and its amount (an order line, a total), shown as a two-column row. */
export type MailRow = { label: string; value: string; strong?: boolean };

/** A titled group of short lines (a postal address). */
export type MailBlock = { title: string; lines: string[] };

export type MailBody = {
  heading: string;
  paragraphs: string[];
  rows?: MailRow[];
  blocks?: MailBlock[];
  /** Shown large and spaced, for reading off and typing in. */
  code?: string;
  /** Shown small under the rest. */
  footnote?: string;
};

/** A colour goes into a style attribute: only a plain hex colour is let through. */
function safeColour(value: string | undefined, fallback: string): string {
  return value && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value) ? value : fallback;
}

function contactLine(settings: ShopSettings): string {
  const { contact } = settings;
  return [contact.email, contact.phone].filter(Boolean).join(' · ');
}

function rowsHtml(rows: MailRow[] | undefined): string {
  if (!rows?.length) return '';
  const cell = 'padding:6px 0;border-bottom:1px solid #eeeeee';
  const lines = rows
    .map((row) => {
      const weight = row.strong ? ';font-weight:700' : '';
      return `<tr><td style="${cell}${weight}">${escapeHtml(row.label)}</td><td align="right" style="${cell};white-space:nowrap${weight}">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${lines}</table>`;
}

function blocksHtml(blocks: MailBlock[] | undefined): string {
  return (blocks ?? [])
    .map(
      (block) =>
        `<p style="margin:0 0 14px;line-height:1.5"><strong>${escapeHtml(block.title)}</strong><br>${block.lines.map(escapeHtml).join('<br>')}</p>`,
    )
    .join('');
}

export function brandedHtml(settings: ShopSettings, body: MailBody): string {
  const primary = safeColour(settings.theme_colors.primary_color, DEFAULT_THEME_COLORS.primary_color);
  const text = safeColour(settings.theme_colors.text_color, DEFAULT_THEME_COLORS.text_color);
  const name = escapeHtml(settings.company.name);
  const tagline = settings.company.tagline
    ? `<div style="font-size:13px;opacity:.85;margin-top:4px">${escapeHtml(settings.company.tagline)}</div>`
    : '';
  const paragraphs = body.paragraphs
    .map((p) => `<p style="margin:0 0 14px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('');
  const code = body.code
    ? `<p style="margin:8px 0 20px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:Menlo,Consolas,monospace;color:${primary}">${escapeHtml(body.code)}</p>`
    : '';
  const footnote = body.footnote
    ? `<p style="margin:16px 0 0;font-size:12px;color:#666;line-height:1.5">${escapeHtml(body.footnote)}</p>`
    : '';
  const contact = contactLine(settings);
  const copyright = settings.copyright ? `<div>${escapeHtml(settings.copyright)}</div>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:${text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${primary};color:#ffffff;padding:20px 28px"><div style="font-size:22px;font-weight:700">${name}</div>${tagline}</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(body.heading)}</h1>
${paragraphs}${rowsHtml(body.rows)}${blocksHtml(body.blocks)}${code}${footnote}
</td></tr>
<tr><td style="padding:16px 28px;background:#fafafa;font-size:12px;color:#666">${contact ? `<div>${escapeHtml(contact)}</div>` : ''}${copyright}</td></tr>
</table></td></tr></table></body></html>`;
}

export function brandedText(settings: ShopSettings, body: MailBody): string {
  const lines = [settings.company.name, '', body.heading, '', ...body.paragraphs.flatMap((p) => [p, ''])];
  if (body.rows?.length) lines.push(...body.rows.map((row) => `${row.label}: ${row.value}`), '');
  for (const block of body.blocks ?? []) lines.push(`${block.title}:`, ...block.lines, '');
  if (body.code) lines.push(`    ${body.code}`, '');
  if (body.footnote) lines.push(body.footnote, '');
  const contact = contactLine(settings);
  lines.push('--', settings.company.name);
  if (contact) lines.push(contact);
  return lines.join('\n');
}

/** A whole message in the shop's frame: the same body as text and as HTML. */
export function brandedMail(settings: ShopSettings, subject: string, logSubject: string, body: MailBody): MailContent {
  return { subject, logSubject, text: brandedText(settings, body), html: brandedHtml(settings, body) };
}
