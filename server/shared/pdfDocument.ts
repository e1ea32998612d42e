import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** The fonts every document embeds (PDF/A allows no font that is only named); DejaVu Sans covers German and more. */
export const FONT = 'DejaVuSans';
export const FONT_BOLD = 'DejaVuSans-Bold';
const schriftDatei = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

/**
 * An A4 document in the portal's layout as PDF/A-2b (archivable: fonts embedded, sRGB output intent, XMP metadata),
 * with text that can be searched and copied.
 */
export function newPdf(titel: string, erstelltAm: number, format: { layout?: 'portrait' | 'landscape'; rand?: number } = {}): PDFKit.PDFDocument {
  const rand = format.rand ?? 56;
  const doc = new PDFDocument({
    size: 'A4',
    layout: format.layout ?? 'portrait',
    margins: { top: rand, bottom: rand + 8, left: rand, right: rand },
    bufferPages: true,
    pdfVersion: '1.7',
    subset: 'PDF/A-2b',
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: titel, Author: 'Energieausschreibungsportal', Creator: 'Energieausschreibungsportal', CreationDate: new Date(erstelltAm) },
  });
  doc.registerFont(FONT, schriftDatei(FONT));
  doc.registerFont(FONT_BOLD, schriftDatei(FONT_BOLD));
  return doc.font(FONT);
}

/** Writes "Seite x von y" at the foot of every page and returns the finished file. */
export async function finishPdf(doc: PDFKit.PDFDocument, fusszeile: string): Promise<Buffer> {
  const teile: Buffer[] = [];
  doc.on('data', (teil: Buffer) => teile.push(teil));
  const fertig = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const unten = doc.page.margins.bottom;
    // Writing into the bottom margin would make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#555555')
      .text(`${fusszeile} · Seite ${i + 1} von ${count}`, doc.page.margins.left, doc.page.height - 40, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = unten;
  }
  doc.end();
  await fertig;
  return Buffer.concat(teile);
}

/** A section heading; keeps it off the bottom of a page. */
export function heading(doc: PDFKit.PDFDocument, titel: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.8).font(FONT_BOLD).fontSize(12).fillColor('#003366').text(titel, doc.page.margins.left).moveDown(0.3);
  doc.font(FONT).fontSize(10).fillColor('#000000');
}

/** Label and value on one line. */
export function labelledLine(doc: PDFKit.PDFDocument, label: string, wert: string): void {
  doc.font(FONT_BOLD).text(`${label}: `, doc.page.margins.left, undefined, { continued: true }).font(FONT).text(wert || '–');
}

export function paragraph(doc: PDFKit.PDFDocument, text: string): void {
  doc.font(FONT).fontSize(10).fillColor('#000000').text(text, doc.page.margins.left).moveDown(0.3);
}
