import { formatUhrzeit } from '../../domain/format';
import { ausschreibungsFakten, type AusschreibungsFakten } from '../mail/ausschreibungsFakten';
import { inhalt, knopf, type Anhang, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/vorlagen';

interface Ausschreibung {
  nummer: string;
  bezeichnung: string;
}

/** Every invited EVU gets the same answer (§ 20 (3) VgV); who asked is not named. */
export function antwortMail(an: string, a: Ausschreibung, frage: string, antwort: string, url: string): PortalMail {
  return {
    an,
    betreff: inhalt`Neue Antwort auf eine Bieterfrage zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`Guten Tag,\n\nzur Ausschreibung ${a.nummer} „${a.bezeichnung}“ wurde eine Bieterfrage beantwortet. Die Antwort gilt für alle Bieter.\n\nFrage: ${frage}\n\nAntwort: ${antwort}\n\n${knopf('Alle Fragen und Antworten', url)}${gruss}`,
  };
}

/** The extended Angebotsfrist replaces the invitation's calendar entry: `termin` carries the same UID. */
export function verlaengerungMail(an: string, a: Ausschreibung, bisher: string, neu: string, url: string, termin: Anhang): PortalMail {
  return {
    an,
    betreff: inhalt`Angebotsfrist der Ausschreibung ${a.nummer} verlängert`,
    inhalt: inhalt`Guten Tag,\n\ndie Angebotsfrist der Ausschreibung ${a.nummer} „${a.bezeichnung}“ wurde vom ${bisher} auf den ${neu} verlängert. Bis dahin können Sie Ihr Angebot abgeben und ändern. Der Kalendereintrag im Anhang ersetzt den bisherigen.\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
    anhaenge: [termin],
  };
}

/** § 134 GWB: the losing bidder learns the winner, its own rank and the earliest date of conclusion; the letter is attached. */
export function informationsschreibenMail(an: string, a: Ausschreibung, gewinner: string, fruehestens: string, pdf: Buffer): PortalMail {
  return {
    an,
    betreff: inhalt`Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`Guten Tag,\n\nder Auftraggeber beabsichtigt, in der Ausschreibung ${a.nummer} „${a.bezeichnung}“ den Zuschlag auf das Angebot von ${gewinner} zu erteilen. Ihr Angebot kann nicht berücksichtigt werden. Der Vertrag wird frühestens am ${fruehestens} geschlossen.\n\nDie Einzelheiten und Gründe enthält das angehängte Informationsschreiben.${gruss}`,
    anhaenge: [{ name: `Informationsschreiben_${a.nummer}.pdf`, contentType: 'application/pdf', daten: pdf }],
  };
}

export function zuschlagVorgesehenMail(an: string, firma: string, a: Ausschreibung, fruehestens: string, url: string): PortalMail {
  return {
    an,
    betreff: inhalt`Zuschlag vorgesehen für Ausschreibung ${a.nummer}`,
    inhalt: inhalt`Guten Tag,\n\nder Auftraggeber beabsichtigt, ${firma} in der Ausschreibung ${a.nummer} „${a.bezeichnung}“ den Zuschlag zu erteilen. Nach der Stillhaltefrist (§ 134 GWB) wird der Zuschlag am ${fruehestens} wirksam, sofern bis dahin nichts anderes mitgeteilt wird.\n\n${knopf('Details', url)}${gruss}`,
  };
}

/** 48 hours before the Angebotsfrist, to an invited EVU without an offer: the key facts and a button to the tender. */
export function erinnerungsMail(an: string, a: AusschreibungsFakten, url: string): PortalMail {
  return {
    an,
    betreff: inhalt`Erinnerung: Angebotsfrist der Ausschreibung ${a.nummer} endet bald`,
    inhalt: inhalt`Guten Tag,\n\ndie Angebotsfrist der Ausschreibung ${a.nummer} „${a.bezeichnung}“ endet am ${formatUhrzeit(a.angebotsfrist)}. Sie haben bisher kein Angebot abgegeben.\n\n${ausschreibungsFakten(a)}\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}

/** § 63 (2) VgV: every invited EVU learns that the procedure is cancelled, and why. */
export function aufhebungMail(an: string, a: Ausschreibung, begruendung: string, url: string): PortalMail {
  return {
    an,
    betreff: inhalt`Aufhebung der Ausschreibung ${a.nummer}`,
    inhalt: inhalt`Guten Tag,\n\nder Auftraggeber hat die Ausschreibung ${a.nummer} „${a.bezeichnung}“ aufgehoben; ein Zuschlag wird nicht erteilt. Angebote zu dieser Ausschreibung werden nicht mehr berücksichtigt.\n\nBegründung: ${begruendung}\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}

/** After a Rüge was remedied the intended Zuschlag is withdrawn: the bidders must not count on it. */
export function zuschlagZurueckgenommenMail(an: string, a: Ausschreibung, url: string): PortalMail {
  return {
    an,
    betreff: inhalt`Vorgesehener Zuschlag zur Ausschreibung ${a.nummer} zurückgenommen`,
    inhalt: inhalt`Guten Tag,\n\nder Auftraggeber hat in der Ausschreibung ${a.nummer} „${a.bezeichnung}“ einer Rüge abgeholfen und den vorgesehenen Zuschlag zurückgenommen. Er entscheidet erneut; über eine neue Entscheidung werden Sie wieder informiert.\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}
