import { FALLBACK_LEGAL_LINKS } from '@/lib/shared/constants';
import { LAYOUT_MESSAGES } from '@/lib/shared/messages/layout';
import { formatLegalDate, legalDialogEntries, legalDialogEntry } from './legal-dialogs';

describe('legalDialogEntries', () => {
  it('falls back to Privacy Policy, Terms of Service and Return Policy when the server gives no links', () => {
    const log = jest.fn();
    const entries = legalDialogEntries([], log);
    expect(entries.map((e) => [e.slug, e.label])).toEqual(FALLBACK_LEGAL_LINKS.map((l) => [l.slug, l.label]));
    expect(entries.map((e) => e.slug)).toEqual(['privacy-policy', 'terms-of-service', 'return-policy']);
    for (const entry of entries) {
      expect(entry.html).toBe(`<p>${LAYOUT_MESSAGES.legalBeingUpdated}</p>`);
      expect(entry.updatedAt).toBeNull();
    }
    expect(log).toHaveBeenCalledWith('Missing legal content: privacy-policy');
  });

  it('logs a missing page once per process however often the footer renders', () => {
    const log = jest.fn();
    const links = [{ slug: 'cookie-policy', label: 'Cookie Policy', content: '  ' }];
    legalDialogEntries(links, log);
    legalDialogEntries(links, log);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('sanitizes stored content and formats the date for India', () => {
    const [entry] = legalDialogEntries(
      [
        {
          slug: 'privacy-policy',
          label: 'Privacy Policy',
          content: '<p onclick="x()">We care</p><script>bad()</script>',
          updated_at: '2026-10-15',
        },
      ],
      jest.fn(),
    );
    expect(entry).toEqual({
      slug: 'privacy-policy',
      label: 'Privacy Policy',
      html: '<p>We care</p>',
      updatedAt: '15 October 2026',
    });
  });

  it('treats content that sanitizes to nothing as missing', () => {
    const log = jest.fn();
    const [entry] = legalDialogEntries([{ slug: 'terms-x', label: 'Terms', content: '<script>only()</script>' }], log);
    expect(entry.html).toContain(LAYOUT_MESSAGES.legalBeingUpdated);
    expect(log).toHaveBeenCalledWith('Missing legal content: terms-x');
  });
});

describe('legalDialogEntry', () => {
  it('answers the one page asked for, a fallback page when the shop has none, and null for an unknown slug', () => {
    const log = jest.fn();
    const links = [
      {
        slug: 'privacy-policy',
        label: 'Privacy Policy',
        content: '<p onclick="x()">We care</p>',
        updated_at: '2026-10-15',
      },
      { slug: 'shipping-policy', label: 'Shipping Policy', content: '' },
    ];
    expect(legalDialogEntry(links, 'privacy-policy', log)).toEqual({
      slug: 'privacy-policy',
      label: 'Privacy Policy',
      html: '<p>We care</p>',
      updatedAt: '15 October 2026',
    });
    // Only the requested page is read: the empty shipping page is not reported.
    expect(log).not.toHaveBeenCalled();
    expect(legalDialogEntry([], 'return-policy', log)).toMatchObject({
      label: 'Return Policy',
      html: `<p>${LAYOUT_MESSAGES.legalBeingUpdated}</p>`,
    });
    expect(legalDialogEntry(links, 'nope', log)).toBeNull();
  });
});

describe('formatLegalDate', () => {
  it('writes the day before the month, as in India', () => {
    expect(formatLegalDate('2026-01-05T23:30:00Z')).toBe('5 January 2026');
  });
  it('shows an unreadable value as stored', () => {
    expect(formatLegalDate('soon')).toBe('soon');
  });
});
