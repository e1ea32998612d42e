import { formatEuro, formatTag, formatUhrzeit } from '../../domain/format';
import { paragraph, finishPdf, newPdf, labelledLine, FONT, FONT_BOLD } from '../shared/pdfDocument';

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
  const doc = newPdf(`Informationsschreiben ${s.nummer}`, s.versandtAm);
  doc.font(FONT).fontSize(10).text(s.bieter).moveDown(2);
  doc.text(formatTag(s.versandtAm), { align: 'right' }).moveDown();
  doc.font(FONT_BOLD).fontSize(12).text(`Informationsschreiben nach § 134 GWB – Ausschreibung ${s.nummer} „${s.bezeichnung}“`).moveDown();
  paragraph(doc, 'Sehr geehrte Damen und Herren,');
  paragraph(
    doc,
    `wir danken Ihnen für Ihr Angebot. Der Auftraggeber ${s.auftraggeber} beabsichtigt, den Zuschlag auf das Angebot von ${s.gewinner} zu erteilen. Ihr Angebot kann nicht berücksichtigt werden.`,
  );
  paragraph(doc, 'Gründe für die Nichtberücksichtigung: Zuschlagskriterium sind die niedrigsten Jahreskosten über alle Lieferstellen.');
  labelledLine(doc, 'Rang Ihres Angebots', `${s.rang} von ${s.anzahlAngebote}`);
  labelledLine(doc, 'Mehrkosten gegenüber dem Angebot des Zuschlagsempfängers', `${formatEuro(s.differenzEuro)} pro Jahr`);
  labelledLine(doc, 'Frühester Zeitpunkt des Vertragsschlusses', formatUhrzeit(s.fruehestensAm));
  doc.moveDown();
  paragraph(
    doc,
    'Der Vertrag wird nicht vor Ablauf von zehn Kalendertagen nach Absendung dieser Information geschlossen (§ 134 Abs. 2 GWB); die Frist beginnt am Tag nach der Absendung.',
  );
  paragraph(doc, 'Mit freundlichen Grüßen\nIhr Energieausschreibungsportal im Auftrag des Auftraggebers');
  return finishPdf(doc, `Informationsschreiben ${s.nummer}`);
}
