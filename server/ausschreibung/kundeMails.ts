import { formatUhrzeit } from '../../domain/format';
import { begruessung, type Adressat } from '../mail/anrede';
import { fakten, inhalt, knopf, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/templates';

interface Ausschreibung {
  nummer: string;
  bezeichnung: string;
  /** ISO instants, as the tender's detail carries them */
  angebotsfrist: string;
  bindefrist: string;
}

/** The Kunde learns that its tender went out to the invited suppliers, and until when they may offer. */
export function freigegebenMail(an: Adressat, a: Ausschreibung, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Ihre Ausschreibung ${a.nummer} wurde freigegeben`,
    inhalt: inhalt`${begruessung(an)}\n\nIhre Ausschreibung ${a.nummer} „${a.bezeichnung}“ wurde geprüft und für die eingeladenen Versorger freigegeben. Die Versorger können jetzt bis zur Angebotsfrist ihre Angebote abgeben.\n\n${fakten([
      ['Angebotsfrist', formatUhrzeit(a.angebotsfrist)],
      ['Bindefrist', formatUhrzeit(a.bindefrist)],
    ])}\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}

/**
 * The offers are ready for the Kunde's decision: the Bindefrist is the deadline for the Zuschlag — after it the offers
 * bind nobody, so the mail names it first.
 */
export function angeboteFreigegebenMail(an: Adressat, a: Ausschreibung, anzahl: number, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Angebote zu Ihrer Ausschreibung ${a.nummer} liegen vor`,
    inhalt: inhalt`${begruessung(an)}\n\nzu Ihrer Ausschreibung ${a.nummer} „${a.bezeichnung}“ ${anzahl === 1 ? inhalt`liegt 1 Angebot` : inhalt`liegen ${anzahl} Angebote`} zum Vergleich vor. Bitte erteilen Sie den Zuschlag vor dem Ende der Bindefrist; danach sind die Versorger nicht mehr an ihre Angebote gebunden.\n\n${fakten([
      ['Bindefrist', formatUhrzeit(a.bindefrist)],
      ['Angebote', String(anzahl)],
    ])}\n\n${knopf('Angebote vergleichen', url)}${gruss}`,
  };
}
