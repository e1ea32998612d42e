import { formatUhrzeit } from '../../domain/format';
import { ausschreibungsFakten, type AusschreibungsFakten } from './ausschreibungsFakten';
import { angebotsfristTermin } from './calendar';
import { begruessung, type Adressat } from './anrede';
import { inhalt, knopf, type PortalMail } from './mailInhalt';
import { gruss } from './templates';

/** Outcome for a bidder after the Kunde's decision; `url` is the tender's page, where the result stands too. */
export function ergebnisMail(an: Adressat, firma: string, nummer: string, bezeichnung: string, gewonnen: boolean, url: string): PortalMail {
  return {
    an: an.email,
    betreff: gewonnen ? inhalt`Zuschlag für Ausschreibung ${nummer}` : inhalt`Ergebnis der Ausschreibung ${nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\n${
      gewonnen
        ? inhalt`der Kunde hat ${firma} für die Ausschreibung ${nummer} „${bezeichnung}“ den Zuschlag erteilt. Herzlichen Glückwunsch!`
        : inhalt`der Kunde hat sich bei der Ausschreibung ${nummer} „${bezeichnung}“ für ein anderes Angebot entschieden. Vielen Dank für Ihr Angebot.`
    }\n\n${knopf(gewonnen ? 'Zur Ausschreibung' : 'Ergebnis ansehen', url)}${gruss}`,
  };
}

/**
 * A supplier is invited to price a tender that is now open for offers: the key facts, a button to the tender and the
 * Angebotsfrist as a calendar entry.
 */
export function einladungsMail(an: Adressat, firma: string, a: AusschreibungsFakten, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Einladung zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\n${firma} ist zur Ausschreibung ${a.nummer} „${a.bezeichnung}“ eingeladen. Angebote können bis ${formatUhrzeit(a.angebotsfrist)} abgegeben und bis dahin geändert werden.\n\n${ausschreibungsFakten(a)}\n\n${knopf('Zur Ausschreibung', url)}\n\nDie Angebotsfrist liegt als Kalendereintrag bei.${gruss}`,
    anhaenge: [angebotsfristTermin(a, url)],
  };
}
