import { inhalt, type MailInhalt } from './mailInhalt';

/** Whom a mail addresses: the mailbox and the person's name as the portal knows it. */
export interface Adressat {
  email: string;
  /** 'Frau' or 'Herr' where the person gave it (a Kunde's profile); anything else is no Anrede */
  anrede?: string | null;
  vorname?: string | null;
  nachname?: string | null;
}

/**
 * The formal greeting of every portal mail: „Guten Tag Frau Schmidt,“ with a known Anrede, the full name without one
 * (an EVU's Ansprechpartner, an administrator), a bare „Guten Tag,“ when no name is known (a recovery request by
 * e-mail address alone).
 */
export function begruessung(p: Omit<Adressat, 'email'>): MailInhalt {
  const anrede = p.anrede?.trim();
  const nachname = p.nachname?.trim() ?? '';
  if ((anrede === 'Frau' || anrede === 'Herr') && nachname) return inhalt`Guten Tag ${anrede} ${nachname},`;
  const name = [p.vorname?.trim(), nachname].filter(Boolean).join(' ');
  return name ? inhalt`Guten Tag ${name},` : inhalt`Guten Tag,`;
}
