import { formatEuro, formatTag, formatUhrzeit } from '../../domain/format';
import { absatz, fertigesPdf, neuesPdf, zeile, SCHRIFT, SCHRIFT_FETT } from '../shared/pdfDokument';

export interface Informationsschreiben {
  nummer: string;
  bezeichnung: string;
  auftraggeber: string;
  bieter: string;
  gewinner: string;
  rang: number;
  anzahlAngebote: number;
  differenzEuro: number;
  versandtAm: number;
  fruehestensAm: number;
}

/** The letter of § 134 (1) GWB to a bidder whose offer is not going to be accepted. */
export async function informationsschreibenPdf(s: Informationsschreiben): Promise<Buffer> {
  const doc = neuesPdf(`Informationsschreiben ${s.nummer}`, s.versandtAm);
  doc.font(SCHRIFT).fontSize(10).text(s.bieter).moveDown(2);
  doc.text(formatTag(s.versandtAm), { align: 'right' }).moveDown();
  doc.font(SCHRIFT_FETT).fontSize(12).text(`Informationsschreiben nach § 134 GWB – Ausschreibung ${s.nummer} „${s.bezeichnung}“`).moveDown();
  absatz(doc, 'Sehr geehrte Damen und Herren,');
  absatz(
    doc,
    `wir danken Ihnen für Ihr Angebot. Der Auftraggeber ${s.auftraggeber} beabsichtigt, den Zuschlag auf das Angebot von ${s.gewinner} zu erteilen. Ihr Angebot kann nicht berücksichtigt werden.`,
  );
  absatz(doc, 'Gründe für die Nichtberücksichtigung: Zuschlagskriterium sind die niedrigsten Jahreskosten über alle Lieferstellen.');
  zeile(doc, 'Rang Ihres Angebots', `${s.rang} von ${s.anzahlAngebote}`);
  zeile(doc, 'Mehrkosten gegenüber dem Angebot des Zuschlagsempfängers', `${formatEuro(s.differenzEuro)} pro Jahr`);
  zeile(doc, 'Frühester Zeitpunkt des Vertragsschlusses', formatUhrzeit(s.fruehestensAm));
  doc.moveDown();
  absatz(
    doc,
    'Der Vertrag wird nicht vor Ablauf von zehn Kalendertagen nach Absendung dieser Information geschlossen (§ 134 Abs. 2 GWB); die Frist beginnt am Tag nach der Absendung.',
  );
  absatz(doc, 'Mit freundlichen Grüßen\nIhr Energieausschreibungsportal im Auftrag des Auftraggebers');
  return fertigesPdf(doc, `Informationsschreiben ${s.nummer}`);
}
