import { FOOTER_DESCRIPTION_LIMIT } from '@/lib/shared/constants';
import { cutDescription } from './footer-description';

const words = (n: number) => 'a'.repeat(n);

describe('cutDescription', () => {
  it('keeps a description of up to 150 characters whole', () => {
    expect(FOOTER_DESCRIPTION_LIMIT).toBe(150);
    expect(cutDescription(words(150))).toEqual({ text: words(150), truncated: false });
  });

  it('cuts a longer one to its first 150 characters and marks it', () => {
    const result = cutDescription(words(151));
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${words(150)}...`);
  });

  it('strips HTML first, so tags do not count and never end up cut in half', () => {
    const html = `<p><strong>${words(100)}</strong></p><p>${words(50)}</p>`;
    // 100 + a space between the paragraphs + 50 = 151 characters of text.
    const result = cutDescription(html);
    expect(result).toEqual({ text: `${words(100)} ${words(49)}...`, truncated: true });
    expect(cutDescription(`<em>${words(150)}</em>`)).toEqual({ text: words(150), truncated: false });
  });

  it('counts an entity as one character and does not split characters outside the basic plane', () => {
    expect(cutDescription(`${words(149)}&amp;`)).toEqual({ text: `${words(149)}&`, truncated: false });
    const gems = '💎'.repeat(151);
    expect(cutDescription(gems).text).toBe(`${'💎'.repeat(150)}...`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(cutDescription(`${words(149)} more words`).text).toBe(`${words(149)}...`);
  });
});
