// "Chat on WhatsApp" opens wa.me with the shop's number and the piece's name, size and address typed in, as a
// plain server-rendered link.
import { renderToStaticMarkup } from 'react-dom/server';
import { waMeLink } from '@/lib/shared/whatsapp-link';
import { WhatsAppChatLink } from './whatsapp-chat-link';

const href = (html: string) => new URL(/href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&'));

describe('WhatsAppChatLink', () => {
  it('links to wa.me with the piece, its size and its address prefilled', () => {
    const html = renderToStaticMarkup(
      <WhatsAppChatLink
        number="+911414002719"
        name="Kundan Bangle"
        size="2.6"
        url="https://shop.example/products/7/size/2.6"
      />,
    );
    const link = href(html);
    expect(link.origin + link.pathname).toBe('https://wa.me/911414002719');
    const text = link.searchParams.get('text')!;
    expect(text).toContain('Kundan Bangle');
    expect(text).toContain('size 2.6');
    expect(text).toContain('https://shop.example/products/7/size/2.6');
    expect(html).toContain('Chat on WhatsApp');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('names no size when none is chosen', () => {
    const link = href(
      renderToStaticMarkup(
        <WhatsAppChatLink number="+911414002719" name="Jhumka" url="https://shop.example/products/3" />,
      ),
    );
    expect(link.searchParams.get('text')).not.toContain('size');
  });
});

describe('waMeLink', () => {
  it('keeps the digits of the number and encodes the text', () => {
    expect(waMeLink('+91 98765-43210', 'a & b')).toBe('https://wa.me/919876543210?text=a%20%26%20b');
    expect(waMeLink('+919876543210')).toBe('https://wa.me/919876543210');
  });
});
