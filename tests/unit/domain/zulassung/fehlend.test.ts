import { describe, expect, it } from 'vitest';
import { fehlendFuerSparte, fehlendeNachweise, handelsregisterGueltigHoechstens, leseNachweisPflicht } from '../../../../domain/zulassung/fehlend';
import { NACHWEISE_PFLICHT_STANDARD } from '../../../../domain/zulassung/nachweise';
import { uebergangErlaubt } from '../../../../domain/zulassung/status';

const pflicht = leseNachweisPflicht(NACHWEISE_PFLICHT_STANDARD);

describe('Nachweise einer Zulassung', () => {
  it('liest die Einstellung: Kommas trennen Anforderungen, | trennt Alternativen; ein Tippfehler hält den Start an', () => {
    expect(pflicht).toEqual([['Handelsregisterauszug'], ['Jahresabschluss', 'Bonitaetsauskunft'], ['Betriebshaftpflicht'], ['Eigenerklaerung'], ['Referenzliste'], ['BdewCodenummer']]);
    expect(leseNachweisPflicht(' Handelsregisterauszug , ')).toEqual([['Handelsregisterauszug']]);
    expect(() => leseNachweisPflicht('Handelsregister')).toThrow('NACHWEISE_PFLICHT nennt „Handelsregister“');
    expect(() => leseNachweisPflicht('Jahresabschluss|__proto__')).toThrow('„__proto__“');
  });

  it('nennt, was fehlt, was abgelaufen und was abgelehnt ist; gültig bis einschließlich des letzten Tages', () => {
    const fehlend = fehlendeNachweise(
      pflicht,
      [
        { art: 'Handelsregisterauszug', gueltigBis: '2026-12-07', pruefung: null },
        { art: 'Jahresabschluss', gueltigBis: '2026-03-31', pruefung: 'geprueft' },
        { art: 'Bonitaetsauskunft', gueltigBis: '2026-11-30', pruefung: null },
        { art: 'Betriebshaftpflicht', gueltigBis: '2027-12-31', pruefung: 'abgelehnt' },
        { art: 'Eigenerklaerung', gueltigBis: null, pruefung: null },
      ],
      '2026-12-07',
    );
    expect(fehlend.map((f) => f.text)).toEqual([
      // the later of the two expired alternatives is named
      'Bilanz/Jahresabschluss oder Bonitätsauskunft: abgelaufen am 30.11.2026',
      'Betriebshaftpflichtversicherung: vom Administrator abgelehnt',
      'Referenzliste: fehlt',
      'BDEW-Codenummer / Marktpartner-ID: fehlt',
    ]);
    // the next day the Handelsregisterauszug is gone too
    expect(fehlendeNachweise(pflicht, [{ art: 'Handelsregisterauszug', gueltigBis: '2026-12-07', pruefung: null }], '2026-12-08')[0]!.text).toBe(
      'Handelsregisterauszug: abgelaufen am 07.12.2026',
    );
  });

  it('ein Handelsregisterauszug ist höchstens sechs Monate alt, am Monatsende auf den letzten Tag gekürzt', () => {
    expect(handelsregisterGueltigHoechstens('2026-12-07')).toBe('2027-06-07');
    expect(handelsregisterGueltigHoechstens('2026-08-31')).toBe('2027-02-28');
    expect(handelsregisterGueltigHoechstens('2027-08-31')).toBe('2028-02-29');
  });

  it('erlaubt jeden Übergang nur dem, der ihn machen darf', () => {
    expect(uebergangErlaubt('registriert', 'in_pruefung', 'evu')).toBe(true);
    expect(uebergangErlaubt('registriert', 'in_pruefung', 'administrator')).toBe(false);
    expect(uebergangErlaubt('in_pruefung', 'zugelassen', 'administrator')).toBe(true);
    expect(uebergangErlaubt('in_pruefung', 'zugelassen', 'evu')).toBe(false);
    expect(uebergangErlaubt('zugelassen', 'abgelaufen', 'portal')).toBe(true);
    expect(uebergangErlaubt('zugelassen', 'abgelaufen', 'administrator')).toBe(false);
    expect(uebergangErlaubt('gesperrt', 'in_pruefung', 'evu')).toBe(false);
    expect(uebergangErlaubt('abgelaufen', 'in_pruefung', 'evu')).toBe(true);
  });

  it('verlangt ein Ökostrom-Zertifikat nur für Strom, auf der Seite des EVU wie in der Entscheidung des Administrators', () => {
    const mitOeko = leseNachweisPflicht('Oekostromzertifikat,Handelsregisterauszug');
    const vorhanden = [{ art: 'Handelsregisterauszug' as const, gueltigBis: '2027-01-31', pruefung: null }];
    expect(fehlendFuerSparte(mitOeko, 2, vorhanden, '2026-12-07')).toEqual({ fehlend: [], ungeprueft: ['Handelsregisterauszug'] });
    expect(fehlendFuerSparte(mitOeko, 1, vorhanden, '2026-12-07').fehlend.map((f) => f.arten)).toEqual([['Oekostromzertifikat']]);
  });
});
