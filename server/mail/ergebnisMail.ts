import { formatUhrzeit } from '../../domain/format';
import { ausschreibungsFakten, type AusschreibungsFakten } from './ausschreibungsFakten';
import { angebotsfristTermin } from './kalender';
import { inhalt, knopf, type PortalMail } from './mailInhalt';
import { gruss } from './vorlagen';

/** Outcome for a bidder after the Kunde's decision. */
export function ergebnisMail(an: string, firma: string, nummer: string, bezeichnung: string, gewonnen: boolean, url: string): PortalMail {
  return {
    an,
    betreff: gewonnen ? inhalt`Zuschlag für Ausschreibung ${nummer}` : inhalt`Ergebnis der Ausschreibung ${nummer}`,
    inhalt: inhalt`Guten Tag,\n\n${
      gewonnen
        ? inhalt`der Kunde hat ${firma} für die Ausschreibung ${nummer} „${bezeichnung}“ den Zuschlag erteilt. Herzlichen Glückwunsch!`
        : inhalt`der Kunde hat sich bei der Ausschreibung ${nummer} „${bezeichnung}“ für ein anderes Angebot entschieden. Vielen Dank für Ihr Angebot.`
    }\n\n${knopf('Details', url)}${gruss}`,
  };
}

/**
 * A supplier is invited to price a tender that is now open for offers: the key facts, a button to the tender and the
 * Angebotsfrist as a calendar entry.
 */
export function einladungsMail(an: string, firma: string, a: AusschreibungsFakten, url: string): PortalMail {
  return {
    an,
    betreff: inhalt`Einladung zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`Guten Tag,\n\n${firma} ist zur Ausschreibung ${a.nummer} „${a.bezeichnung}“ eingeladen. Angebote können bis ${formatUhrzeit(a.angebotsfrist)} abgegeben und bis dahin geändert werden.\n\n${ausschreibungsFakten(a)}\n\n${knopf('Zur Ausschreibung', url)}\n\nDie Angebotsfrist liegt als Kalendereintrag bei.${gruss}`,
    anhaenge: [angebotsfristTermin(a, url)],
  };
}
