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
 * (an EVU's Ansprechpartner, an administrator), a bare „Guten Tag,“ when no Nachname is known (a mail about several
 * accounts at once).
 */
export function begruessung(p: Omit<Adressat, 'email'>): MailInhalt {
  const anrede = p.anrede?.trim();
  const nachname = p.nachname?.trim() ?? '';
  if ((anrede === 'Frau' || anrede === 'Herr') && nachname) return inhalt`Guten Tag ${anrede} ${nachname},`;
  // A first name alone would be the familiar address: without a Nachname the greeting names nobody.
  if (!nachname) return inhalt`Guten Tag,`;
  const name = [p.vorname?.trim(), nachname].filter(Boolean).join(' ');
  return inhalt`Guten Tag ${name},`;
}
