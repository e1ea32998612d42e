import { formatDatumZeit } from '../../domain/format';
import { begruessung, type Adressat } from '../mail/anrede';
import { inhalt, knopf, type MailInhalt, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/templates';

interface Plan {
  beginn: number;
  dauerMinuten: number;
  mindestschritt: string;
  verlaengerungMinuten: number;
}

function planText(plan: Plan): MailInhalt {
  const verlaengerung =
    plan.verlaengerungMinuten > 0
      ? inhalt`Ein Gebot in den letzten ${plan.verlaengerungMinuten} Minuten verlängert die Auktion auf ${plan.verlaengerungMinuten} Minuten ab diesem Gebot.`
      : inhalt`Die Auktion wird nicht verlängert.`;
  return inhalt`Beginn: ${formatDatumZeit(plan.beginn)} Uhr\nDauer: ${plan.dauerMinuten} Minuten\nMindestschritt: ${plan.mindestschritt} ct/kWh\n${verlaengerung}`;
}

/** A bidder learns the plan of the auction at once (issue 21), with the rules it bids under. */
export function auktionsplanMail(an: Adressat, firma: string, a: { nummer: string; bezeichnung: string }, plan: Plan, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Online-Auktion zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\nzur Ausschreibung ${a.nummer} „${a.bezeichnung}“ findet eine Online-Auktion statt, an der ${firma} mit seinem Angebot teilnimmt.\n\n${planText(plan)}\n\nIhr bisheriges Angebot ist Ihr Startgebot. Gebote ändern nur den Arbeitspreis und sind verbindlich.\n\n${knopf('Zur Auktion', url)}${gruss}`,
  };
}

/** The Kunde may watch its auction live; it learns when, and how many bidders take part. */
export function auktionsplanKundeMail(an: Adressat, a: { nummer: string; bezeichnung: string }, plan: Plan, bieter: number, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Online-Auktion zu Ihrer Ausschreibung ${a.nummer} geplant`,
    inhalt: inhalt`${begruessung(an)}\n\nzu Ihrer Ausschreibung ${a.nummer} „${a.bezeichnung}“ findet eine Online-Auktion mit ${bieter === 1 ? inhalt`einem Bieter` : inhalt`${bieter} Bietern`} statt. Sie können sie im Portal live verfolgen.\n\n${planText(plan)}\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}
