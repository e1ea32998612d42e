import { describe, expect, it } from 'vitest';
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
});
