import { eigenerklaerungText, type EigenerklaerungAngaben } from '../../domain/zulassung/eigenerklaerung';
import { FONT, FONT_BOLD, finishPdf, heading, labelledLine, newPdf, paragraph } from '../shared/pdfDocument';

export interface EigenerklaerungDokument {
  angaben: EigenerklaerungAngaben;
  firma: string;
  anschrift: string;
  bdewCodenummer: string | null;
  erstelltAm: number;
}

/** The signed Eigenerklärung zu Ausschlussgründen as the administrator and the Vergabevermerk read it. */
export async function eigenerklaerungPdf(d: EigenerklaerungDokument): Promise<Buffer> {
  const t = eigenerklaerungText(d.angaben, d.firma);
  const doc = newPdf(`${t.titel} – ${d.firma}`, d.erstelltAm);
  doc.font(FONT_BOLD).fontSize(14).text(t.titel).moveDown(0.5);
  labelledLine(doc, 'Unternehmen', d.firma);
  labelledLine(doc, 'Anschrift', d.anschrift);
  labelledLine(doc, 'BDEW-Codenummer', d.bdewCodenummer ?? '');
  doc.moveDown(0.5);
  paragraph(doc, t.einleitung);
  for (const [titel, gruende] of [
    ['Zwingende Ausschlussgründe (§ 123 GWB)', t.zwingend],
    ['Fakultative Ausschlussgründe (§ 124 GWB)', t.fakultativ],
  ] as const) {
    heading(doc, titel);
    for (const g of gruende) {
      doc.font(FONT_BOLD).fontSize(10).text(`${g.norm}: ${g.ergebnis}`, doc.page.margins.left);
      doc.font(FONT).fontSize(9).fillColor('#333333').text(g.text).fillColor('#000000');
      if (g.erlaeuterung !== null) labelledLine(doc, 'Sachverhalt', g.erlaeuterung);
      if (g.selbstreinigung !== null) labelledLine(doc, 'Selbstreinigung (§ 125 GWB)', g.selbstreinigung);
      doc.moveDown(0.4);
    }
  }
  heading(doc, 'Versicherung und Unterschrift');
  paragraph(doc, t.versicherung);
  labelledLine(doc, 'Unterzeichnet', t.unterschrift);
  return finishPdf(doc, `Eigenerklärung ${d.firma}`);
}
