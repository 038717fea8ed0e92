/** The shared look of every mail: a plain-text body and a simple, inline-styled HTML version. */
import { brandButton, normalizeHexColor, readableBrandColor } from '../../../common/rules/contrast.js';

export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

export interface MailContent {
  /** Short paragraphs of plain text. */
  paragraphs: string[];
  /** The one thing to click. */
  action?: { label: string; url: string };
  /** A closing line below the button, e.g. how long the link is valid. */
  footnote?: string;
  /** The mail's language (the HTML's lang attribute); Dutch unless said otherwise. */
  lang?: 'nl' | 'en';
  /** Mails to an agency's clients carry the agency's name (and logo) and its brand colour on the button. */
  brand?: { name: string; color: string | null; logoUrl?: string | null };
}

export function renderMailText(content: MailContent): string {
  const parts = [...content.paragraphs];
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnote) parts.push(content.footnote);
  parts.push('— Marketing Werkplek');
  return `${parts.join('\n\n')}\n`;
}

export function renderMailHtml(content: MailContent): string {
  // The agency's colour (mails to its clients): the button (text on it ≥ 4.5:1), a band over the
  // card, and its name in the colour as made readable on the white card.
  const color = content.brand?.color ? normalizeHexColor(content.brand.color) : null;
  const button = color ? brandButton(color) : { background: '#2563eb', text: '#ffffff' };
  const band = color ? `border-top:6px solid ${color};` : '';
  const headingColor = color ? `color:${readableBrandColor(color, 'light')};` : '';
  const logo = content.brand?.logoUrl
    ? `<img src="${escapeHtml(content.brand.logoUrl)}" alt="" height="32" style="height:32px;vertical-align:middle;margin-right:8px">`
    : '';
  const heading = content.brand ? `${logo}${escapeHtml(content.brand.name)}` : 'Marketing Werkplek';
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${button.background};color:${button.text};padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#52525b">${escapeHtml(content.footnote)}</p>` : '';
  return `<!doctype html><html lang="${content.lang ?? 'nl'}"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px;${band}">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;${headingColor}">${heading}</p>
${paragraphs}${action}${footnote}
</div></body></html>`;
}
