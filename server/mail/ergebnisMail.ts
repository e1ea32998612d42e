import type { Mail } from './transport';

const gruss = '\n\nMit freundlichen Grüßen\nIhr Energieausschreibungsportal';

/** Outcome for a bidder after the Kunde's decision. */
export function ergebnisMail(an: string, firma: string, nummer: string, bezeichnung: string, gewonnen: boolean, link: string): Mail {
  return {
    an,
    betreff: gewonnen ? `Zuschlag für Ausschreibung ${nummer}` : `Ergebnis der Ausschreibung ${nummer}`,
    text:
      `Guten Tag,\n\n` +
      (gewonnen
        ? `der Kunde hat ${firma} für die Ausschreibung ${nummer} „${bezeichnung}“ den Zuschlag erteilt. Herzlichen Glückwunsch!`
        : `der Kunde hat sich bei der Ausschreibung ${nummer} „${bezeichnung}“ für ein anderes Angebot entschieden. Vielen Dank für Ihr Angebot.`) +
      `\n\nDetails: ${link}` +
      gruss,
  };
}
