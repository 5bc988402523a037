import { describe, expect, it } from 'vitest';
import { htmlEmail } from './html.ts';

const base = {
  heading: 'Estúdio <Luz>',
  paragraphs: ['Olá'],
  button: { text: 'Ver pedido', url: 'https://x.test/?a=1&b=2' },
};

describe('the HTML frame of every e-mail', () => {
  it("draws its top bar and button in the studio's accent, with white text", () => {
    const html = htmlEmail({ ...base, accentColor: '#1d4ed8' });
    expect(html).toContain('border-top:6px solid #1d4ed8');
    expect(html).toContain('background:#1d4ed8;color:#ffffff');
    expect(html).toContain('Estúdio &#60;Luz&#62;');
    expect(html).toContain('href="https://x.test/?a=1&#38;b=2"');
  });

  it("uses the platform's orange without an accent, and for anything that is not #rrggbb", () => {
    for (const accentColor of [null, undefined, 'red;background:url(x)', '#12345'])
      expect(htmlEmail({ ...base, accentColor })).toContain('background:#b45309;color:#ffffff');
  });
});
