import { describe, expect, it } from 'vitest';
import { monateNach } from '../../../../domain/datum';
import { ablaufBegruendung, abgelaufeneAnforderungen, faelligeErinnerung, tageBis, tragenderNachweis, type Nachweisstand } from '../../../../domain/zulassung/ablauf';
import { leseNachweisPflicht } from '../../../../domain/zulassung/fehlend';

const n = (id: number | null, art: Nachweisstand['art'], gueltigBis: string | null, pruefung: string | null = 'geprueft'): Nachweisstand => ({ id, art, gueltigBis, pruefung });

describe('Erinnerung vor dem Ablauf eines Nachweises', () => {
  it('ist 30 Tage vorher fällig, ab 7 Tagen vorher die zweite, nach dem letzten Tag keine mehr', () => {
    // 01.03.2027 − 30 days = 30.01.2027; − 7 days = 22.02.2027 (February 2027 has 28 days).
    expect(faelligeErinnerung('2027-03-01', '2027-01-29')).toBeNull();
    expect(faelligeErinnerung('2027-03-01', '2027-01-30')).toBe(30);
    expect(faelligeErinnerung('2027-03-01', '2027-02-21')).toBe(30);
    expect(faelligeErinnerung('2027-03-01', '2027-02-22')).toBe(7);
    expect(faelligeErinnerung('2027-03-01', '2027-03-01')).toBe(7);
    expect(faelligeErinnerung('2027-03-01', '2027-03-02')).toBeNull();
  });

  it('zählt die Tage bis zum letzten gültigen Tag über Monats- und Jahresgrenzen', () => {
    expect(tageBis('2027-01-30', '2027-03-01')).toBe(30);
    expect(tageBis('2027-12-25', '2028-01-01')).toBe(7);
    expect(tageBis('2027-03-01', '2027-03-01')).toBe(0);
    // Across the change to summer time (28.03.2027): calendar days, not 24-hour spans.
    expect(tageBis('2027-03-27', '2027-03-29')).toBe(2);
  });
});

describe('Der Nachweis, der eine Anforderung trägt', () => {
  const [handelsregister, bilanzOderBonitaet] = leseNachweisPflicht('Handelsregisterauszug,Jahresabschluss|Bonitaetsauskunft');
  it('ist der am längsten gültige, bei gleichem Datum der neueste; abgelehnte und abgelaufene zählen nicht', () => {
    const stand = [n(1, 'Handelsregisterauszug', '2027-05-01'), n(2, 'Handelsregisterauszug', '2027-09-01'), n(3, 'Handelsregisterauszug', '2027-12-01', 'abgelehnt')];
    expect(tragenderNachweis(handelsregister!, stand, '2027-04-01')?.id).toBe(2);
    expect(tragenderNachweis(handelsregister!, [...stand, n(4, 'Handelsregisterauszug', '2027-09-01')], '2027-04-01')?.id).toBe(4);
    expect(tragenderNachweis(handelsregister!, stand, '2027-09-02')).toBeNull();
    expect(tragenderNachweis(bilanzOderBonitaet!, [n(5, 'Jahresabschluss', '2027-06-30'), n(6, 'Bonitaetsauskunft', '2027-06-01')], '2027-04-01')?.id).toBe(5);
  });

  it('zählt nur geprüfte Uploads: ein ungeprüfter bis 9999 hält nichts am Leben, eine Erneuerung trägt ab ihrer Prüfung', () => {
    const pflicht = leseNachweisPflicht('Betriebshaftpflicht,Eigenerklaerung');
    const alt = n(1, 'Betriebshaftpflicht', '2027-03-31');
    const ungeprueft = n(2, 'Betriebshaftpflicht', '9999-12-31', null);
    expect(tragenderNachweis(pflicht[0]!, [alt, ungeprueft], '2027-03-01')?.id).toBe(1);
    expect(abgelaufeneAnforderungen(pflicht, [alt, ungeprueft, n(null, 'Eigenerklaerung', null, null)], '2027-04-01')).toEqual([{ art: 'Betriebshaftpflicht', gueltigBis: '2027-03-31' }]);
    expect(abgelaufeneAnforderungen(pflicht, [alt, { ...ungeprueft, pruefung: 'geprueft' }], '2027-04-01')).toEqual([]);
    // Never met by a checked upload: not the calendar's to end (an EVU admitted before the register).
    expect(abgelaufeneAnforderungen(pflicht, [n(3, 'Betriebshaftpflicht', '2027-03-31', null)], '2027-04-01')).toEqual([]);
  });

  it('meldet eine Anforderung als abgelaufen nur, wenn ein gültig gewesener Nachweis abgelaufen ist und keiner mehr gilt', () => {
    const pflicht = leseNachweisPflicht('Handelsregisterauszug,Jahresabschluss|Bonitaetsauskunft,Eigenerklaerung');
    const stand = [n(1, 'Jahresabschluss', '2027-03-31'), n(2, 'Bonitaetsauskunft', '2027-02-28'), n(3, 'Handelsregisterauszug', '2027-01-31', 'abgelehnt')];
    // Never met (Eigenerklärung) or only by a rejected proof (Handelsregisterauszug): not expired.
    expect(abgelaufeneAnforderungen(pflicht, stand, '2027-03-31')).toEqual([]);
    const abgelaufen = abgelaufeneAnforderungen(pflicht, stand, '2027-04-01');
    expect(abgelaufen).toEqual([{ art: 'Jahresabschluss', gueltigBis: '2027-03-31' }]);
    expect(ablaufBegruendung(abgelaufen)).toBe('Vorgeschriebener Nachweis abgelaufen: Bilanz/Jahresabschluss (gültig bis 31.03.2027)');
    expect(ablaufBegruendung([...abgelaufen, { art: 'Betriebshaftpflicht', gueltigBis: '2027-02-01' }])).toBe(
      'Vorgeschriebene Nachweise abgelaufen: Bilanz/Jahresabschluss (gültig bis 31.03.2027); Betriebshaftpflichtversicherung (gültig bis 01.02.2027)',
    );
  });
});

describe('Monate im Kalender', () => {
  it('behält den Tag und nimmt sonst den letzten des Monats, vorwärts wie rückwärts', () => {
    expect(monateNach('2026-08-31', 6)).toBe('2027-02-28');
    expect(monateNach('2027-08-31', 6)).toBe('2028-02-29');
    expect(monateNach('2027-12-07', -12)).toBe('2026-12-07');
    expect(monateNach('2028-02-29', -12)).toBe('2027-02-28');
  });
});
