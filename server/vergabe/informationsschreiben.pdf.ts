import { informationsschreibenText, type Informationsschreiben } from '../../domain/vergabe/informationsschreiben';
import { paragraph, finishPdf, newPdf, labelledLine, FONT, FONT_BOLD } from '../shared/pdfDocument';

export type { Informationsschreiben };

/**
 * The letter of § 134 (1) GWB to a bidder whose offer is not going to be accepted, in the Kunde's name: the portal
 * only transmits it. Its wording is the domain's, the same the Kunde read in the preview before the Zuschlag.
 */
export async function informationsschreibenPdf(s: Informationsschreiben): Promise<Buffer> {
  const t = informationsschreibenText(s);
  const doc = newPdf(`Informationsschreiben ${s.nummer}`, new Date(s.versandtAm).getTime());
  doc.font(FONT).fontSize(8).fillColor('#555555').text(t.absender.join(' · ')).moveDown();
  doc.fontSize(10).fillColor('#000000').text(t.empfaenger).moveDown(2);
  doc.text(t.datum, { align: 'right' }).moveDown();
  doc.font(FONT_BOLD).fontSize(12).text(t.betreff).moveDown();
  for (const absatz of t.absaetze) paragraph(doc, absatz);
  for (const [label, wert] of t.angaben) labelledLine(doc, label, wert);
  doc.moveDown();
  for (const absatz of t.schluss) paragraph(doc, absatz);
  doc.moveDown();
  doc.font(FONT).fontSize(8).fillColor('#555555').text(t.hinweis);
  return finishPdf(doc, `Informationsschreiben ${s.nummer}`);
}
