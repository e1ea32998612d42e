import { formatUhrzeit } from '../../domain/format';
import { begruessung, type Adressat } from '../mail/anrede';
import { ausschreibungsFakten, type AusschreibungsFakten } from '../mail/ausschreibungsFakten';
import { inhalt, knopf, type Anhang, type MailInhalt, type PortalMail } from '../mail/mailInhalt';
import { gruss } from '../mail/templates';
import { informationsschreibenDateiname } from '../../domain/vergabe/informationsschreiben';

interface Ausschreibung {
  nummer: string;
  bezeichnung: string;
}

/** Every invited EVU gets the same answer (§ 20 (3) VgV); who asked is not named. */
export function antwortMail(an: Adressat, a: Ausschreibung, frage: string, antwort: string, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Neue Antwort auf eine Bieterfrage zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\nzur Ausschreibung ${a.nummer} „${a.bezeichnung}“ wurde eine Bieterfrage beantwortet. Die Antwort gilt für alle Bieter.\n\nFrage: ${frage}\n\nAntwort: ${antwort}\n\n${knopf('Alle Fragen und Antworten', url)}${gruss}`,
  };
}

/** The Kunde reads what its bidders were told about its own tender, as they read it. */
export function antwortKundeMail(an: Adressat, a: Ausschreibung, frage: string, antwort: string, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Bieterfrage zu Ihrer Ausschreibung ${a.nummer} beantwortet`,
    inhalt: inhalt`${begruessung(an)}\n\nzu Ihrer Ausschreibung ${a.nummer} „${a.bezeichnung}“ wurde eine Bieterfrage beantwortet. Alle eingeladenen Versorger haben die Antwort erhalten.\n\nFrage: ${frage}\n\nAntwort: ${antwort}\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}

/** The administrators learn of a new question at once: the answer has a deadline (§ 20 (3) VgV). */
export function neueFrageMail(an: Adressat, a: Ausschreibung, antwortBis: number, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Neue Bieterfrage zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\nzur Ausschreibung ${a.nummer} „${a.bezeichnung}“ hat ein Versorger eine Bieterfrage gestellt. Damit die Antwort rechtzeitig vorliegt, veröffentlichen Sie sie bitte bis ${formatUhrzeit(antwortBis)}.\n\n${knopf('Frage beantworten', url)}${gruss}`,
  };
}

/** The extended Angebotsfrist replaces the invitation's calendar entry: `termin` carries the same UID. */
export function verlaengerungMail(an: Adressat, a: Ausschreibung, bisher: string, neu: string, url: string, termin: Anhang): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Angebotsfrist der Ausschreibung ${a.nummer} verlängert`,
    inhalt: inhalt`${begruessung(an)}\n\ndie Angebotsfrist der Ausschreibung ${a.nummer} „${a.bezeichnung}“ wurde vom ${bisher} auf den ${neu} verlängert. Bis dahin können Sie Ihr Angebot abgeben und ändern. Der Kalendereintrag im Anhang ersetzt den bisherigen.\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
    anhaenge: [termin],
  };
}

/**
 * § 134 GWB: the losing bidder learns the winner, its own rank and the earliest date of conclusion; the letter is
 * attached and stays readable on the tender's page (`url`).
 */
export function informationsschreibenMail(an: Adressat, a: Ausschreibung, gewinner: string, fruehestens: string, pdf: Buffer, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\nder Auftraggeber beabsichtigt, in der Ausschreibung ${a.nummer} „${a.bezeichnung}“ den Zuschlag auf das Angebot von ${gewinner} zu erteilen. Ihr Angebot kann nicht berücksichtigt werden. Der Vertrag wird frühestens am ${fruehestens} geschlossen.\n\nDie Einzelheiten und Gründe enthält das angehängte Informationsschreiben.\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
    anhaenge: [informationsschreibenAnhang(a, pdf)],
  };
}

/** The Kunde, in whose name the letters go out, keeps a copy of each: same PDF, named for its bidder. */
export function informationsschreibenKopieMail(an: Adressat, a: Ausschreibung, bieter: string, pdf: Buffer, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Kopie: Informationsschreiben an ${bieter} zur Ausschreibung ${a.nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\nin Ihrem Namen wurde ${bieter} das Informationsschreiben nach § 134 GWB zur Ausschreibung ${a.nummer} „${a.bezeichnung}“ übermittelt. Eine Kopie liegt bei.\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
    anhaenge: [informationsschreibenAnhang(a, pdf, bieter)],
  };
}

function informationsschreibenAnhang(a: Ausschreibung, pdf: Buffer, bieter?: string): Anhang {
  return { name: informationsschreibenDateiname(a.nummer, bieter), contentType: 'application/pdf', daten: pdf };
}

export function zuschlagVorgesehenMail(an: Adressat, firma: string, a: Ausschreibung, fruehestens: string, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Zuschlag vorgesehen für Ausschreibung ${a.nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\nder Auftraggeber beabsichtigt, ${firma} in der Ausschreibung ${a.nummer} „${a.bezeichnung}“ den Zuschlag zu erteilen. Nach der Stillhaltefrist (§ 134 GWB) wird der Zuschlag am ${fruehestens} wirksam, sofern bis dahin nichts anderes mitgeteilt wird.\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}

/** One tender of the reminder digest with the page to offer on. */
export interface Erinnerungspunkt {
  fakten: AusschreibungsFakten;
  url: string;
}

/**
 * Once a day, to an invited EVU without an offer: every tender whose Angebotsfrist ends within 48 hours, soonest
 * first, each with its key facts and a button — one mail, however many tenders.
 */
export function erinnerungsMail(an: Adressat, punkte: readonly Erinnerungspunkt[]): PortalMail {
  const einzeln = punkte.length === 1;
  const erster = punkte[0]!.fakten;
  const liste = punkte
    .map((p, i): MailInhalt => inhalt`${i + 1}. ${p.fakten.nummer} „${p.fakten.bezeichnung}“ – Angebotsfrist ${formatUhrzeit(p.fakten.angebotsfrist)}\n\n${ausschreibungsFakten(p.fakten)}\n\n${knopf('Zur Ausschreibung', p.url)}`)
    .reduce((bisher, punkt) => inhalt`${bisher}\n\n${punkt}`);
  return {
    an: an.email,
    betreff: einzeln
      ? inhalt`Erinnerung: Angebotsfrist der Ausschreibung ${erster.nummer} endet bald`
      : inhalt`Erinnerung: Angebotsfristen von ${punkte.length} Ausschreibungen enden bald`,
    inhalt: inhalt`${begruessung(an)}\n\n${
      einzeln
        ? inhalt`die Angebotsfrist der folgenden Ausschreibung endet in den nächsten 48 Stunden. Sie haben bisher kein Angebot abgegeben.`
        : inhalt`die Angebotsfristen der folgenden ${punkte.length} Ausschreibungen enden in den nächsten 48 Stunden. Sie haben jeweils bisher kein Angebot abgegeben.`
    }\n\n${liste}\n\nDiese Übersicht erhalten Sie höchstens einmal am Tag. In den Benachrichtigungen Ihres Kontos können Sie sie abbestellen.${gruss}`,
  };
}

/** § 63 (2) VgV: every invited EVU learns that the procedure is cancelled, and why. */
export function aufhebungMail(an: Adressat, a: Ausschreibung, begruendung: string, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Aufhebung der Ausschreibung ${a.nummer}`,
    inhalt: inhalt`${begruessung(an)}\n\nder Auftraggeber hat die Ausschreibung ${a.nummer} „${a.bezeichnung}“ aufgehoben; ein Zuschlag wird nicht erteilt. Angebote zu dieser Ausschreibung werden nicht mehr berücksichtigt.\n\nBegründung: ${begruendung}\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}

/** After a Rüge was remedied the intended Zuschlag is withdrawn: the bidders must not count on it. */
export function zuschlagZurueckgenommenMail(an: Adressat, a: Ausschreibung, url: string): PortalMail {
  return {
    an: an.email,
    betreff: inhalt`Vorgesehener Zuschlag zur Ausschreibung ${a.nummer} zurückgenommen`,
    inhalt: inhalt`${begruessung(an)}\n\nder Auftraggeber hat in der Ausschreibung ${a.nummer} „${a.bezeichnung}“ einer Rüge abgeholfen und den vorgesehenen Zuschlag zurückgenommen. Er entscheidet erneut; über eine neue Entscheidung werden Sie wieder informiert.\n\n${knopf('Zur Ausschreibung', url)}${gruss}`,
  };
}
