import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Anhang } from './mailInhalt';

export interface Mail {
  an: string;
  betreff: string;
  text: string;
  html?: string | null;
  anhaenge?: Anhang[] | undefined;
}

const attachments = (mail: Mail) => mail.anhaenge?.map((a) => ({ filename: a.name, content: a.daten, contentType: a.contentType }));

export interface MailTransport {
  sende(mail: Mail): Promise<void>;
  schliesse(): void;
}

export const ABSENDER = '"Energieausschreibungsportal" <noreply@energieausschreibung.example>';

/** SMTP when SMTP_URL is set (smtp:// or smtps://user:pass@host:port). */
export function smtpTransport(smtpUrl: string, absender = ABSENDER): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async sende(mail) {
      await transporter.sendMail({ from: absender, to: mail.an, subject: mail.betreff, text: mail.text, html: mail.html ?? undefined, attachments: attachments(mail) });
    },
    schliesse: () => transporter.close(),
  };
}

/**
 * Without SMTP every mail becomes an .eml file (openable in any mail program) and its subject and first
 * link are logged, so a developer can follow activation and recovery links locally. The link is taken from
 * the HTML part, where only links the portal made are links (user text may carry URLs of its own).
 */
export function dateiTransport(verzeichnis: string, log: (text: string) => void, absender = ABSENDER): MailTransport {
  return {
    async sende(mail) {
      const nachricht = await new MailComposer({ from: absender, to: mail.an, subject: mail.betreff, text: mail.text, html: mail.html ?? undefined, attachments: attachments(mail) })
        .compile()
        .build();
      await fs.mkdir(verzeichnis, { recursive: true });
      const datei = path.join(verzeichnis, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await fs.writeFile(datei, nachricht);
      const link = /<a href="(https?:[^"]+)"/.exec(mail.html ?? '')?.[1]?.replaceAll('&amp;', '&');
      log(`Mail an ${mail.an}: „${mail.betreff}“ → ${datei}${link ? ` (Link: ${link})` : ''}`);
    },
    schliesse: () => {},
  };
}
