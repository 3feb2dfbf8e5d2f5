import { htmlToPlainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('drops tags and keeps the words apart where blocks ended', () => {
    expect(htmlToPlainText('<p>Handcrafted <strong>Kundan</strong></p><p>from Jaipur</p>')).toBe(
      'Handcrafted Kundan from Jaipur',
    );
  });

  it('drops script and style text entirely', () => {
    expect(htmlToPlainText('Hi<script>alert("x")</script><style>p{}</style> there')).toBe('Hi there');
  });

  it('decodes named and numeric entities', () => {
    expect(htmlToPlainText('Gold &amp; silver &lt;22K&gt; &#8377;1,000 &#x20B9; &nbsp;ok &bogus;')).toBe(
      'Gold & silver <22K> ₹1,000 ₹ ok &bogus;',
    );
  });

  it('leaves plain text as it is, apart from collapsing whitespace', () => {
    expect(htmlToPlainText('  Plain\n\ntext  ')).toBe('Plain text');
  });
});
