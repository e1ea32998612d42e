import { formatEuro, formatTag, formatUhrzeit } from '../format';

/** The Auftraggeber as the letter's sender: the Kunde writes it, the portal only transmits it. */
export interface Absender {
  name: string;
  strasse: string;
  plz: string;
  ort: string;
}

/** What the letter of § 134 (1) GWB to one unsuccessful bidder says, without its reasons. */
export interface InformationsschreibenDaten {
  absender: Absender;
  nummer: string;
  bezeichnung: string;
  bieter: string;
  gewinner: string;
  /** the offer's rank among the ranked offers; null when it was excluded */
  rang: number | null;
  /** how many offers were ranked */
  anzahlAngebote: number;
  /** the extra cost a year beside the offer to be accepted; null when the offer was excluded */
  differenzEuro: number | null;
  /**
   * The Begründung of the Eignungsprüfung when the bidder was found nicht geeignet (issue 45): the letter names that
   * reason instead of rank and price difference; null for a ranked offer.
   */
  ausschluss: string | null;
  /** instants as ISO strings or epoch ms */
  versandtAm: string | number;
  fruehestensAm: string | number;
}

/** The letter with the Kunde's reasons for not accepting the offer (§ 134 (1) GWB: "die Gründe der vorgesehenen Nichtberücksichtigung"). */
export type Informationsschreiben = InformationsschreibenDaten & { begruendung: string };

export const BEGRUENDUNG_LAENGE = 4000;

/** How the letter names an exclusion for lack of suitability. */
export const ausschlussAngabe = (begruendung: string) => `nicht geeignet (§ 122 GWB): ${begruendung}`;

/**
 * The reasons the Kunde starts from: the offer's rank and what it costs a year beside the offer to be accepted; for an
 * excluded offer the result of the Eignungsprüfung instead.
 */
export function begruendungsVorschlag(s: Pick<InformationsschreibenDaten, 'rang' | 'anzahlAngebote' | 'differenzEuro' | 'ausschluss'>): string {
  if (s.ausschluss !== null || s.rang === null || s.differenzEuro === null) {
    return `Ihr Angebot wurde von der Wertung ausgeschlossen: Nach der Eignungsprüfung ist Ihr Unternehmen für diesen Auftrag nicht geeignet (§ 122 GWB). Begründung: ${s.ausschluss ?? ''}`;
  }
  const vergleich =
    s.differenzEuro > 0
      ? `liegen um ${formatEuro(s.differenzEuro)} über denen`
      : s.differenzEuro < 0
        ? `liegen um ${formatEuro(-s.differenzEuro)} unter denen`
        : 'sind so hoch wie die';
  return `Zuschlagskriterium sind die niedrigsten Jahreskosten über alle Lieferstellen. Ihr Angebot belegt Rang ${s.rang} von ${s.anzahlAngebote}; seine Jahreskosten ${vergleich} des Angebots, das den Zuschlag erhalten soll.`;
}

/** The letter's parts in reading order: the PDF sets them, the Kunde's preview shows them, one wording for both. */
export function informationsschreibenText(s: Informationsschreiben) {
  return {
    absender: [s.absender.name, s.absender.strasse, `${s.absender.plz} ${s.absender.ort}`],
    empfaenger: s.bieter,
    datum: formatTag(s.versandtAm),
    betreff: `Informationsschreiben nach § 134 GWB – Ausschreibung ${s.nummer} „${s.bezeichnung}“`,
    absaetze: [
      'Sehr geehrte Damen und Herren,',
      `wir danken Ihnen für Ihr Angebot. Wir beabsichtigen, den Zuschlag auf das Angebot von ${s.gewinner} zu erteilen. Ihr Angebot kann nicht berücksichtigt werden.`,
      `Gründe für die Nichtberücksichtigung: ${s.begruendung}`,
    ],
    angaben: [
      ...(s.ausschluss !== null || s.rang === null || s.differenzEuro === null
        ? [['Ausschluss Ihres Angebots von der Wertung', ausschlussAngabe(s.ausschluss ?? '')]]
        : [
            ['Rang Ihres Angebots', `${s.rang} von ${s.anzahlAngebote}`],
            [`${s.differenzEuro < 0 ? 'Minderkosten' : 'Mehrkosten'} gegenüber dem Angebot des Zuschlagsempfängers`, `${formatEuro(Math.abs(s.differenzEuro))} pro Jahr`],
          ]),
      ['Frühester Zeitpunkt des Vertragsschlusses', formatUhrzeit(s.fruehestensAm)],
    ] as [string, string][],
    schluss: [
      'Der Vertrag wird nicht vor Ablauf von zehn Kalendertagen nach Absendung dieser Information geschlossen (§ 134 Abs. 2 GWB); die Frist beginnt am Tag nach der Absendung.',
      `Mit freundlichen Grüßen\n${s.absender.name}`,
    ],
    hinweis: 'Übermittelt über das Energieausschreibungsportal im Auftrag des Auftraggebers.',
  };
}

/** A letter's file name: the tender's number, and for the Kunde's copies and lists the bidder it went to. */
export function informationsschreibenDateiname(nummer: string, bieter?: string): string {
  const zusatz = bieter ? `_${bieter.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '')}` : '';
  return `Informationsschreiben_${nummer}${zusatz}.pdf`;
}
