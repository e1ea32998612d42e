import { einzeilig, escapeHtml, MARKE, type PortalMail } from './mailInhalt';

const SCHRIFT = 'font-family:Arial,Helvetica,sans-serif';

/**
 * The portal's frame around every mail's HTML part: a coloured header with the portal's name, the text on a white
 * card, a footer saying the mail was sent automatically. Tables and inline styles, because that is what mail
 * programs render alike; the frame holds no link of its own, so every link in a mail is one its template made.
 */
export function mailHtml(mail: Pick<PortalMail, 'betreff' | 'inhalt'>): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(einzeilig(mail.betreff.text()))}</title></head>
<body style="margin:0;padding:0;background:#f2f4f7">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f4f7"><tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px;${SCHRIFT}">
<tr><td style="background:${MARKE.farbe};color:#ffffff;padding:16px;border-radius:6px 6px 0 0;font-size:18px;font-weight:bold;${SCHRIFT}">Energieausschreibungsportal</td></tr>
<tr><td style="padding:24px 16px;color:${MARKE.text};font-size:15px;line-height:1.5;${SCHRIFT}">${mail.inhalt.html()}</td></tr>
<tr><td style="padding:16px;border-top:1px solid #e1e5ea;color:${MARKE.grau};font-size:12px;line-height:1.4;${SCHRIFT}">Diese E-Mail wurde automatisch vom Energieausschreibungsportal versandt. Bitte antworten Sie nicht auf diese E-Mail.</td></tr>
</table>
</td></tr></table>
</body></html>`;
}
