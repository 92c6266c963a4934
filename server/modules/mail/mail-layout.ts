/** One mail's content; rendered as both an HTML and a plain-text part. */
export interface MailContent {
  /** The site's name, shown above the heading and as the sign-off. */
  siteName: string
  heading: string
  paragraphs: string[]
  /** A labelled link, shown as a button in HTML and as the bare URL in text. */
  action?: { label: string; url: string }
  /** A closing line in small print (why the mail was sent). */
  footnote?: string
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character] ?? character)
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const text = [
    content.siteName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote] : []),
  ].join('\n')

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(p)}</p>`)
    .join('\n')
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#111827;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4b5563">${escapeHtml(content.action.url)}</p>`
    : ''
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(content.footnote)}</p>`
    : ''
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="margin:0 0 8px;font-size:13px;color:#6b7280">${escapeHtml(content.siteName)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${action}
${footnote}
</body></html>`
  return { html, text }
}
