import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../../../server/shared/contentDisposition';
import { fileNameFromContentDisposition } from '../../../../src/api/http/contentDisposition';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename* over the ASCII fallback', () => {
    expect(
      fileNameFromContentDisposition(`attachment; filename="Ausschreibungen_Ubersicht.csv"; filename*=UTF-8''Ausschreibungen%20%C3%9Cbersicht.csv`),
    ).toBe('Ausschreibungen Übersicht.csv');
  });

  it('reads quoted and unquoted file names', () => {
    expect(fileNameFromContentDisposition('attachment; filename="Export 2026.csv"')).toBe('Export 2026.csv');
    expect(fileNameFromContentDisposition('attachment; filename=export.csv')).toBe('export.csv');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
  });

  it('reads ISO-8859-1 encoded extended names', () => {
    expect(fileNameFromContentDisposition(`attachment; filename*=iso-8859-1'de'M%FCller.pdf`)).toBe('Müller.pdf');
  });

  it('is null without header or file name', () => {
    expect(fileNameFromContentDisposition(null)).toBeNull();
    expect(fileNameFromContentDisposition('inline')).toBeNull();
  });

  it('is null for a header the parser refuses', () => {
    expect(fileNameFromContentDisposition('attachment; filename="unbeendet')).toBeNull();
  });

  it('reads back every name the server writes, and the ASCII fallback has no other characters', () => {
    for (const name of ['Preisblatt Süd.pdf', 'Lastgang_A-2026-00001.csv', 'a "b".csv', 'evil".html', 'Zeile\u0001.pdf', 'Straße; Nr. 5 (€).xlsx', '日本.pdf']) {
      const header = contentDisposition(name);
      expect(fileNameFromContentDisposition(header), header).toBe(name);
      expect(header, name).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(contentDisposition('Preisblatt Süd.pdf')).toBe(`attachment; filename="Preisblatt S_d.pdf"; filename*=UTF-8''Preisblatt%20S%C3%BCd.pdf`);
  });
});
