import PDFDocument from 'pdfkit';

/**
 * An A4 document in the portal's layout with text that can be searched and copied. The standard Helvetica is
 * not embedded, so the file is no PDF/A: pdfkit's PDF/A mode needs an embedded font file the portal does not ship.
 */
export function neuesPdf(titel: string, erstelltAm: number): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 56, right: 56 },
    bufferPages: true,
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: titel, Author: 'Energieausschreibungsportal', Creator: 'Energieausschreibungsportal', CreationDate: new Date(erstelltAm) },
  });
}

/** Writes "Seite x von y" at the foot of every page and returns the finished file. */
export async function fertigesPdf(doc: PDFKit.PDFDocument, fusszeile: string): Promise<Buffer> {
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
      .font('Helvetica')
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
export function abschnitt(doc: PDFKit.PDFDocument, titel: string): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 80) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#003366').text(titel, doc.page.margins.left).moveDown(0.3);
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
}

/** Label and value on one line. */
export function zeile(doc: PDFKit.PDFDocument, label: string, wert: string): void {
  doc.font('Helvetica-Bold').text(`${label}: `, doc.page.margins.left, undefined, { continued: true }).font('Helvetica').text(wert || '–');
}

export function absatz(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('Helvetica').fontSize(10).fillColor('#000000').text(text, doc.page.margins.left).moveDown(0.3);
}
