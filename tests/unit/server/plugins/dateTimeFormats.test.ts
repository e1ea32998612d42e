import { describe, expect, it } from 'vitest';
import { bodyValidator, textValidator } from '../../../../server/plugins/validators';
import { isDateTime } from '../../../../server/plugins/dateTimeFormats';

describe('Zeitpunkte und Kalendertage an der Schemagrenze', () => {
  it('nimmt Zeitpunkte nach RFC 3339, die es gibt', () => {
    for (const text of ['2027-06-30T23:59:59Z', '2028-02-29T12:00:00.123Z', '2027-03-28T02:30:00+01:00', '2027-06-30t12:00:00.5-05:30', '2026-11-22T09:00:00.000Z']) {
      expect(isDateTime(text), text).toBe(true);
      expect(Number.isFinite(Date.parse(text)), text).toBe(true);
    }
  });

  it('weist die Schaltsekunde, Tage, die es nicht gibt, und Formen ab, die JavaScript nicht liest', () => {
    for (const text of [
      '2027-06-30T23:59:60Z',
      '2016-12-31T23:59:60Z',
      '2027-02-29T12:00:00Z',
      '2027-04-31T12:00:00Z',
      '2027-13-01T12:00:00Z',
      '2027-06-30T24:00:00Z',
      '2027-06-30T12:60:00Z',
      '2027-06-30T12:00:00+01',
      '2027-06-30T12:00:00+0100',
      '2027-06-30T12:00:00+24:00',
      '2027-06-30 12:00:00Z',
      '2027-06-30T12:00:00',
    ]) {
      expect(isDateTime(text), text).toBe(false);
    }
  });

  it('gilt für Körper und Suchparameter gleich, für Zeitpunkte wie für Kalendertage', () => {
    const schema = { type: 'object', properties: { tag: { type: 'string', format: 'date' }, zeit: { type: 'string', format: 'date-time' } } };
    for (const ajv of [bodyValidator, textValidator]) {
      expect(ajv.validate(schema, { tag: '2028-02-29', zeit: '2028-02-29T23:59:59Z' })).toBe(true);
      for (const tag of ['2027-02-29', '2027-13-01', '2027-04-31', '2100-02-29']) expect(ajv.validate(schema, { tag }), tag).toBe(false);
      expect(ajv.validate(schema, { zeit: '2027-06-30T23:59:60Z' })).toBe(false);
    }
  });
});
