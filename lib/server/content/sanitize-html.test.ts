import { sanitizeStoredHtml } from './sanitize-html';

describe('sanitizeStoredHtml', () => {
  it('drops script and style elements together with their text', () => {
    const out = sanitizeStoredHtml('<p>Hello</p><script>alert(1)</script><style>p{color:red}</style>');
    expect(out).toBe('<p>Hello</p>');
  });

  it('removes event handlers and style attributes but keeps the element', () => {
    const out = sanitizeStoredHtml('<p style="color:red" onclick="steal()">Text</p><img src="x" onerror="alert(1)">');
    expect(out).toBe('<p>Text</p>');
    expect(out).not.toMatch(/onerror|onclick|style|<img/);
  });

  it('keeps only http, https, mailto and tel links, and marks them rel="noopener noreferrer"', () => {
    const out = sanitizeStoredHtml(
      '<a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt:alert(1)">bad2</a> <a href="data:text/html,x">bad3</a> ' +
        '<a href="//evil.example/x">proto</a> <a href="mailto:care@example.in">mail</a> <a href="tel:+911414002718">call</a> ' +
        '<a href="https://example.in/a" onmouseover="x()">web</a>',
    );
    expect(out).not.toMatch(/javascript|data:|evil\.example|onmouseover/i);
    expect(out).toContain('bad bad2 bad3 proto');
    expect(out).toContain('<a href="mailto:care@example.in" rel="noopener noreferrer">mail</a>');
    expect(out).toContain('<a href="tel:+911414002718" rel="noopener noreferrer">call</a>');
    expect(out).toContain('<a href="https://example.in/a" rel="noopener noreferrer" target="_blank">web</a>');
  });

  it('replaces a rel or target set in the stored HTML', () => {
    expect(sanitizeStoredHtml('<a href="https://x.in" rel="opener" target="_self">x</a>')).toBe(
      '<a href="https://x.in" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });

  it('keeps headings, paragraphs, lists, emphasis, line breaks and simple tables', () => {
    const html =
      '<h3>Returns</h3><p>Within <strong>30 days</strong>, <em>unworn</em>.<br>Thanks</p><ol><li>One</li></ol><ul><li>Two</li></ul>' +
      '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td colspan="2">6</td></tr></tbody></table>';
    expect(sanitizeStoredHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('moves h1 and h2 below the page heading', () => {
    expect(sanitizeStoredHtml('<h1>A</h1><h2>B</h2><h4>C</h4>')).toBe('<h3>A</h3><h3>B</h3><h4>C</h4>');
  });

  it('drops iframes, forms, images and class attributes', () => {
    const out = sanitizeStoredHtml(
      '<iframe src="https://x.in"></iframe><form><input name="a"></form><p class="x">ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });
});
