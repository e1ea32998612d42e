import { describe, expect, it } from 'vitest';
import { ausserhalbMeldung, lastgangZeitraum } from '../../../../domain/lastgang/zeitraum';

describe('Zeitraum der Lastgänge einer Ausschreibung', () => {
  it('reicht von fünf Jahren vor dem Lieferbeginn bis zum Ende des letzten Liefertags, in deutscher Zeit', () => {
    const strom = lastgangZeitraum({ lieferbeginn: '2027-01-01', lieferende: '2027-12-31' }, 1);
    expect([new Date(strom.von).toISOString(), new Date(strom.bis).toISOString()]).toEqual(['2021-12-31T23:00:00.000Z', '2027-12-31T23:00:00.000Z']);
    // Gas: the gas day begins at 6:00, in summer time 4:00 UTC.
    const gas = lastgangZeitraum({ lieferbeginn: '2027-10-01', lieferende: '2028-09-30' }, 2);
    expect([new Date(gas.von).toISOString(), new Date(gas.bis).toISOString()]).toEqual(['2022-10-01T04:00:00.000Z', '2028-10-01T04:00:00.000Z']);
  });

  it('nennt die Viertelstunde, warum sie nicht passt, und den erlaubten Zeitraum', () => {
    const z = lastgangZeitraum({ lieferbeginn: '2027-01-01', lieferende: '2027-12-31' }, 1);
    expect(ausserhalbMeldung(z.von - 900_000, z)).toBe(
      'Die Viertelstunde 31.12.2021 23:45 liegt mehr als 5 Jahre vor dem Lieferbeginn (01.01.2027). Zu dieser Ausschreibung passt ein Lastgang vom 01.01.2022 00:00 bis 31.12.2027 23:45.',
    );
    expect(ausserhalbMeldung(z.bis, z)).toBe(
      'Die Viertelstunde 01.01.2028 00:00 liegt nach dem Lieferende (31.12.2027). Zu dieser Ausschreibung passt ein Lastgang vom 01.01.2022 00:00 bis 31.12.2027 23:45.',
    );
  });
});
