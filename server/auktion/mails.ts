import { formatDatumZeit } from '../../domain/format';
import { inhalt, knopf, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/vorlagen';

/** A bidder learns the plan of the auction at once (issue 21), with the rules it bids under. */
export function auktionsplanMail(
  an: string,
  firma: string,
  a: { nummer: string; bezeichnung: string },
  plan: { beginn: number; dauerMinuten: number; mindestschritt: string; verlaengerungMinuten: number },
  url: string,
): PortalMail {
  const verlaengerung =
    plan.verlaengerungMinuten > 0
      ? inhalt`Ein Gebot in den letzten ${plan.verlaengerungMinuten} Minuten verlängert die Auktion auf ${plan.verlaengerungMinuten} Minuten ab diesem Gebot.`
      : inhalt`Die Auktion wird nicht verlängert.`;
  return {
    an,
    betreff: inhalt`Online-Auktion zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`Guten Tag,\n\nzur Ausschreibung ${a.nummer} „${a.bezeichnung}“ findet eine Online-Auktion statt, an der ${firma} mit seinem Angebot teilnimmt.\n\nBeginn: ${formatDatumZeit(plan.beginn)} Uhr\nDauer: ${plan.dauerMinuten} Minuten\nMindestschritt: ${plan.mindestschritt} ct/kWh\n${verlaengerung}\n\nIhr bisheriges Angebot ist Ihr Startgebot. Gebote ändern nur den Arbeitspreis und sind verbindlich.\n\n${knopf('Zur Auktion', url)}${gruss}`,
  };
}
