// Small helpers for the e-mail templates: escaping and the shared HTML frame in the studio's accent colour.
import { platformAccentColor, textOnAccentColor } from '../../../domain/accent-color.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A paragraph: plain text, or text around one link (a carrier's tracking page). */
export type EmailParagraph = string | { text: string; link: { text: string; url: string }; after?: string };

/** A paragraph as the plain-text alternative reads it: the link's address in brackets after its text. */
export function paragraphText(paragraph: EmailParagraph): string {
  if (typeof paragraph === 'string') return paragraph;
  return `${paragraph.text}${paragraph.link.text} (${paragraph.link.url})${paragraph.after ?? ''}`;
}

function paragraphHtml(paragraph: EmailParagraph, accent: string): string {
  if (typeof paragraph === 'string') return escapeHtml(paragraph);
  const { text, link, after } = paragraph;
  return `${escapeHtml(text)}<a href="${escapeHtml(link.url)}" style="color:${accent};font-weight:bold">${escapeHtml(link.text)}</a>${escapeHtml(after ?? '')}`;
}

/** The storefront page where a customer asks the studio for a copy or the deletion of their data (LGPD). */
export const dataRequestPagePath = '/privacidade/meus-dados';

const dataRequestSentence = 'Seus dados nesta loja: peça uma cópia ou a exclusão em';

/**
 * The line every e-mail to a customer ends with, on the storefront the e-mail's links lead to (`storefrontLink`: any
 * absolute address of it; its origin is the studio's own domain when the customer used it). Null without one.
 */
export function dataRequestLine(
  storefrontLink: string | null | undefined,
): { text: string; url: string } | null {
  if (!storefrontLink) return null;
  try {
    return { text: dataRequestSentence, url: `${new URL(storefrontLink).origin}${dataRequestPagePath}` };
  } catch {
    return null;
  }
}

/** The same line in a plain-text alternative ('' without a storefront address). */
export function dataRequestPlainLine(storefrontLink: string | null | undefined): string {
  const line = dataRequestLine(storefrontLink);
  return line ? `\n${line.text} ${line.url}\n` : '';
}

/** A plain, readable HTML e-mail: the studio's logo and name as heading, the paragraphs, an optional button. */
export function htmlEmail(options: {
  heading: string;
  paragraphs: EmailParagraph[];
  button?: { text: string; url: string };
  /** A list of links after the paragraphs (one per order...). */
  links?: { text: string; url: string }[];
  /** Paragraphs after the links. */
  closing?: string[];
  /** An absolute address of the studio's logo. */
  logoUrl?: string | null;
  /** A small last line with a link (an opt-out). */
  footnote?: { text: string; linkText: string; url: string };
  /** The studio's accent (#rrggbb, checked by domain/accent-color.ts): the top bar and the button; null: the platform's. */
  accentColor?: string | null;
  /** An e-mail to a customer: any address of the storefront, for the data request line (dataRequestLine). */
  storefrontLink?: string | null;
}): string {
  // Only a checked colour reaches the style attribute: anything else falls back to the platform's.
  const accent = /^#[0-9a-f]{6}$/i.test(options.accentColor ?? '')
    ? options.accentColor!
    : platformAccentColor;
  const paragraphsOf = (texts: EmailParagraph[] | undefined) =>
    (texts ?? [])
      .map((paragraph) => `<p style="margin:0 0 16px">${paragraphHtml(paragraph, accent)}</p>`)
      .join('');
  const paragraphs = paragraphsOf(options.paragraphs);
  const button = options.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.button.url)}" style="background:${accent};color:${textOnAccentColor};padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(options.button.text)}</a></p>`
    : '';
  const links = options.links?.length
    ? `<ul style="margin:0 0 16px;padding-left:20px">${options.links
        .map(
          (link) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:${accent};font-weight:bold">${escapeHtml(link.text)}</a></li>`,
        )
        .join('')}</ul>`
    : '';
  const logo = options.logoUrl
    ? `<p style="margin:0 0 16px"><img src="${escapeHtml(options.logoUrl)}" alt="${escapeHtml(options.heading)}" style="max-height:45px;max-width:250px"></p>`
    : '';
  const footnote = options.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(options.footnote.text)} <a href="${escapeHtml(options.footnote.url)}" style="color:#6b7280">${escapeHtml(options.footnote.linkText)}</a></p>`
    : '';
  const dataRequest = dataRequestLine(options.storefrontLink);
  const privacy = dataRequest
    ? `<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(dataRequest.text)} <a href="${escapeHtml(dataRequest.url)}" style="color:#6b7280">${escapeHtml(dataRequest.url)}</a></p>`
    : '';
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border-top:6px solid ${accent};padding:32px">
${logo}<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(options.heading)}</h1>${paragraphs}${links}${paragraphsOf(options.closing)}${button}${footnote}${privacy}
</div></body></html>`;
}
