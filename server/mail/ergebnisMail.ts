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

/** A supplier is invited to price a tender that is now open for offers. */
export function einladungsMail(an: string, firma: string, a: { nummer: string; bezeichnung: string; angebotsfrist: string }, link: string): Mail {
  return {
    an,
    betreff: `Einladung zur Ausschreibung ${a.nummer}`,
    text:
      `Guten Tag,\n\n` +
      `${firma} ist zur Ausschreibung ${a.nummer} „${a.bezeichnung}“ eingeladen. ` +
      `Angebote können bis ${a.angebotsfrist} Uhr abgegeben und bis dahin geändert werden.` +
      `\n\nZur Ausschreibung: ${link}` +
      gruss,
  };
}
