/**
 * CSV injection (OWASP): Excel runs a cell that starts with = + - @ or a tab/CR as a formula, so text that a
 * user typed (`=cmd|' /C calc'!A0` as a Lieferstelle's name) gets a leading apostrophe and stays text.
 * Numbers the export formats itself (-3, 1.234,5) are left alone.
 */
export const defuseCell = (wert: string): string => (/^[=+\-@\t\r]/.test(wert) && !/^[+-]?\d[\d.,]*$/.test(wert) ? `'${wert}` : wert);

/** csv-stringify's options for every CSV the portal writes, as German Excel opens it: `;`, UTF-8 with BOM, CRLF, and no text cell a formula. */
export const germanExcelCsv = { cast: { string: defuseCell }, delimiter: ';', bom: true, record_delimiter: 'windows' } as const;
