import { asciiHtml } from './ascii-html.cjs';

/** What a browser reads from text and attribute values: numeric character references decoded. */
const decodeCharRefs = (html: string) =>
  html.replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)));
const isAscii = (s: string) => /^[\x00-\x7f]*$/.test(s);

describe('asciiHtml', () => {
  it('writes characters beyond ASCII in text and attributes as character references', () => {
    const html = '<p title="Ruby ring, ₹2,599 – 10% off">Price: ₹2,599 · © 2026 …</p>';
    const ascii = asciiHtml(html);
    expect(isAscii(ascii)).toBe(true);
    expect(ascii).toContain('&#8377;2,599');
    expect(decodeCharRefs(ascii)).toBe(html);
  });

  it("escapes React's payload and JSON-LD inside <script> so the same strings come out", () => {
    const payload = JSON.stringify([1, '{"price":"₹2,599","note":"ring 💍"}']);
    const ldJson = JSON.stringify({
      '@type': 'Product',
      name: 'Kundan Jhumka',
      offers: { priceCurrency: 'INR', description: 'Price ₹2,599…' },
    });
    const html = `<main>₹</main><script>self.__next_f.push(${payload})</script><script type="application/ld+json">${ldJson}</script>`;
    const ascii = asciiHtml(html);
    expect(isAscii(ascii)).toBe(true);
    const [, pushed] = ascii.match(/self\.__next_f\.push\((.*?)\)<\/script>/)!;
    expect(JSON.parse(pushed)).toEqual(JSON.parse(payload));
    const [, ld] = ascii.match(/<script type="application\/ld\+json">(.*?)<\/script>/)!;
    expect(JSON.parse(ld)).toEqual(JSON.parse(ldJson));
    expect(ascii.startsWith('<main>&#8377;</main>')).toBe(true);
  });

  it('uses CSS escapes inside <style> and leaves the tags themselves alone', () => {
    const ascii = asciiHtml('<STYLE media="all">.price::before{content:"₹"}</STYLE ><p>₹</p>');
    expect(ascii).toBe('<STYLE media="all">.price::before{content:"\\20b9 "}</STYLE ><p>&#8377;</p>');
  });

  it('returns an ASCII page unchanged, as a string that reads the same', () => {
    const html =
      '<!DOCTYPE html><html lang="en-IN"><body><p>Rings &amp; bangles</p><script>self.__next_f.push([0])</script></body></html>';
    expect(asciiHtml(html)).toBe(html);
  });

  it('keeps characters beyond U+FFFF whole: one reference in text, a surrogate pair in scripts', () => {
    const ascii = asciiHtml('<b>💍</b><script>x="💍"</script>');
    expect(ascii).toBe('<b>&#128141;</b><script>x="\\ud83d\\udc8d"</script>');
  });
});
