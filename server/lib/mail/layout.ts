/** The shared look of every mail: a plain-text body and a simple, inline-styled HTML version. */

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
}

export function renderMailText(content: MailContent): string {
  const parts = [...content.paragraphs];
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnote) parts.push(content.footnote);
  parts.push('— Marketing Werkplek');
  return `${parts.join('\n\n')}\n`;
}

export function renderMailHtml(content: MailContent): string {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#52525b;word-break:break-all">${escapeHtml(content.action.url)}</p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#52525b">${escapeHtml(content.footnote)}</p>` : '';
  return `<!doctype html><html lang="${content.lang ?? 'nl'}"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px">Marketing Werkplek</p>
${paragraphs}${action}${footnote}
</div></body></html>`;
}
