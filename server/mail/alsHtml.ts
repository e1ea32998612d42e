/** The HTML part of a mail from its text: escaped, paragraphs and line breaks kept, links clickable. */
export function alsHtml(text: string): string {
  const escaped = text.replace(/[&<>"]/g, (z) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[z]!);
  const mitLinks = escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  const absaetze = mitLinks.split(/\n{2,}/).map((absatz) => `<p>${absatz.replace(/\n/g, '<br>')}</p>`);
  return `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5">${absaetze.join('')}</body></html>`;
}
