import { describe, expect, it } from 'vitest';
import { bieterName } from '../../../domain/auktion/bieter';
import { evuNachEreignis, vereinigeGebote } from '../../../domain/auktion/eigeneGebote';
import { endeNachGebot, statusAm } from '../../../domain/auktion/ende';
import { gebotsFehler, naechsterHoechstpreisE4 } from '../../../domain/auktion/gebot';
import { beginnZuFruehFuerKommune, fruehesterBeginnKommune } from '../../../domain/auktion/ladungsfrist';
import { braucheBestaetigung, mehrAlsProzentUnter, rueckfrageText } from '../../../domain/auktion/plausibilitaet';
import { auktionsRangliste, type Bieter } from '../../../domain/auktion/rangfolge';
import { evuSicht, kundeSicht, type AuktionsStand } from '../../../domain/auktion/sicht';

const MINUTE = 60_000;

describe('Gebote der Online-Auktion', () => {
  it('verlangt mindestens den Mindestschritt unter dem eigenen aktuellen Arbeitspreis', () => {
    expect(gebotsFehler(24.99, 250_000, 100)).toBeNull();
    expect(gebotsFehler(24.995, 250_000, 100)).toBe(
      'Das Gebot muss mindestens 0,01 ct/kWh unter Ihrem aktuellen Arbeitspreis liegen, also höchstens 24,99 ct/kWh betragen.',
    );
    expect(gebotsFehler(25, 250_000, 100)).toBe('Das Gebot muss unter Ihrem aktuellen Arbeitspreis liegen.');
    expect(gebotsFehler(26, 250_000, 100)).toBe('Das Gebot muss unter Ihrem aktuellen Arbeitspreis liegen.');
    expect(gebotsFehler(24.12345, 250_000, 1)).toBe('Höchstens 4 Nachkommastellen sind erlaubt.');
    expect(naechsterHoechstpreisE4(250_000, 100)).toBe(249_900);
  });
});

describe('Plausibilitätsgrenze eines Gebots', () => {
  it('fragt erst mehr als die Grenze unter dem eigenen Arbeitspreis nach, genau an der Grenze nicht', () => {
    // 25,00 ct/kWh × 0,9 = 22,50 ct/kWh
    expect(braucheBestaetigung(225_000, 250_000, 10)).toBe(false);
    expect(braucheBestaetigung(224_999, 250_000, 10)).toBe(true);
    expect(braucheBestaetigung(24_500, 245_000, 10)).toBe(true);
    // 7,5 %: 24,0000 × 0,925 = 22,2000
    expect(braucheBestaetigung(222_000, 240_000, 7.5)).toBe(false);
    expect(braucheBestaetigung(221_999, 240_000, 7.5)).toBe(true);
  });

  it('rechnet mit Jahreskosten in Mikro-Euro exakt', () => {
    // 24 120,00 € × 0,9 = 21 708,00 €
    expect(mehrAlsProzentUnter(21_708_000_000n, 24_120_000_000n, 10)).toBe(false);
    expect(mehrAlsProzentUnter(21_707_999_999n, 24_120_000_000n, 10)).toBe(true);
    expect(mehrAlsProzentUnter(1n, 0n, 10)).toBe(false);
  });

  it('nennt die Jahreskosten des Gebots und die besten nur, wenn sie übergeben werden', () => {
    expect(rueckfrageText({ arbeitspreisCtKwh: 2.45, eigenerCtKwh: 24.5, jahreskostenEuro: 2_570, prozent: 10 })).toBe(
      'Ihr Gebot von 2,45 ct/kWh liegt mehr als 10 % unter Ihrem aktuellen Arbeitspreis von 24,50 ct/kWh. Es ergäbe Jahreskosten von 2.570,00 € und wäre verbindlich. Bitte bestätigen Sie es ausdrücklich, wenn es so gemeint ist.',
    );
    expect(rueckfrageText({ arbeitspreisCtKwh: 2.45, eigenerCtKwh: 24.5, jahreskostenEuro: 2_570, prozent: 7.5, bestesJahreskostenEuro: 24_120 })).toContain(
      'mehr als 7,5 % unter Ihrem aktuellen Arbeitspreis von 24,50 ct/kWh und mit seinen Jahreskosten mehr als 7,5 % unter den besten aktuellen Jahreskosten von 24.120,00 €.',
    );
  });
});

describe('Ende der Online-Auktion', () => {
  const laufzeit = { ende: 100 * MINUTE, verlaengerungMinuten: 2, maxVerlaengerungen: 2, verlaengerungen: 0 };

  it('verlängert bei einem Gebot in den letzten N Minuten auf jetzt + N', () => {
    expect(endeNachGebot(laufzeit, 97 * MINUTE)).toEqual({ ende: 100 * MINUTE, verlaengerungen: 0, verlaengert: false });
    expect(endeNachGebot(laufzeit, 99 * MINUTE)).toEqual({ ende: 101 * MINUTE, verlaengerungen: 1, verlaengert: true });
  });

  it('verlängert höchstens maxVerlaengerungen-mal und nie bei 0 Minuten', () => {
    expect(endeNachGebot({ ...laufzeit, verlaengerungen: 2 }, 99 * MINUTE).verlaengert).toBe(false);
    expect(endeNachGebot({ ...laufzeit, verlaengerungMinuten: 0 }, 99.9 * MINUTE).verlaengert).toBe(false);
  });

  it('leitet den Status aus der Uhr ab', () => {
    expect(statusAm({ beginn: 10, ende: 20 }, 9)).toBe('geplant');
    expect(statusAm({ beginn: 10, ende: 20 }, 10)).toBe('laeuft');
    expect(statusAm({ beginn: 10, ende: 20 }, 20)).toBe('beendet');
  });
});

describe('Rangliste und Sichten', () => {
  const lieferstellen = [{ jahresverbrauchKwh: 100_000, messart: 'SLP' }];
  const bieter = (evuId: number, arbeitspreis: number, seit: number): Bieter => ({
    evuId,
    evu: `EVU ${evuId}`,
    bieter: bieterName(evuId - 1),
    arbeitspreisCtKwhE4: arbeitspreis,
    grundpreisEurMonatE4: 100_000,
    seit,
    gebote: 0,
  });

  it('ordnet nach Jahreskosten, bei Gleichstand das frühere Gebot zuerst', () => {
    const liste = auktionsRangliste([bieter(1, 250_000, 5), bieter(2, 240_000, 9), bieter(3, 240_000, 7)], lieferstellen);
    expect(liste.map((e) => [e.rang, e.evuId])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
    ]);
    expect(liste[0]!.jahreskostenEuro).toBe(24_000 + 120);
  });

  it('zeigt dem Bieter nur den eigenen Stand und dem Kunden anonyme Bieter', () => {
    const stand: AuktionsStand = {
      status: 'laeuft',
      beginn: 0,
      ende: MINUTE,
      stand: 1000,
      dauerMinuten: 1,
      mindestschrittCtKwhE4: 100,
      verlaengerungMinuten: 0,
      maxVerlaengerungen: 10,
      verlaengerungen: 0,
      bestpreisSichtbar: false,
      rangliste: auktionsRangliste([bieter(1, 250_000, 5), bieter(2, 240_000, 9)], lieferstellen),
    };
    const evu = evuSicht(stand, 1, [])!;
    expect(evu).toMatchObject({ rang: 2, anzahlBieter: 2, arbeitspreisCtKwh: 25, naechsterHoechstpreisCtKwh: 24.99 });
    expect(evu).not.toHaveProperty('bestpreisJahreskostenEuro');
    expect(JSON.stringify(evu)).not.toContain('EVU 2');
    expect(evuSicht({ ...stand, bestpreisSichtbar: true }, 1, [])!.bestpreisJahreskostenEuro).toBe(24_120);
    expect(evuSicht(stand, 9, [])).toBeNull();
    expect(kundeSicht(stand, false).rangliste).toEqual([
      { rang: 1, bieter: 'Bieter B', jahreskostenEuro: 24_120 },
      { rang: 2, bieter: 'Bieter A', jahreskostenEuro: 25_120 },
    ]);
    expect(kundeSicht(stand, true).rangliste[0]).toMatchObject({ bieter: 'Bieter B', evu: 'EVU 2' });
  });

  it('benennt Bieter A bis Z und danach AA', () => {
    expect([0, 1, 25, 26, 27].map(bieterName)).toEqual(['Bieter A', 'Bieter B', 'Bieter Z', 'Bieter AA', 'Bieter AB']);
  });
});

describe('Eigene Gebote im Browser des Bieters', () => {
  const gebot = (preis: number, sekunde: number) => ({ arbeitspreisCtKwh: preis, jahreskostenEuro: preis * 1000, zeit: new Date(sekunde * 1000).toISOString() });
  const stand = (sekunde: number, rang: number) => ({
    status: 'laeuft' as const,
    beginn: new Date(0).toISOString(),
    ende: new Date(MINUTE).toISOString(),
    stand: new Date(sekunde * 1000).toISOString(),
    mindestschrittCtKwh: 0.01,
    bestpreisSichtbar: false,
    rang,
    anzahlBieter: 2,
    arbeitspreisCtKwh: 24,
    jahreskostenEuro: 24_000,
    naechsterHoechstpreisCtKwh: 23.99,
  });

  it('führt Gebote aus Verlauf, Ereignissen und Antworten zusammen: jedes einmal, das älteste (teuerste) zuerst', () => {
    expect(vereinigeGebote([gebot(25, 1), gebot(24, 2)], [gebot(23, 3), gebot(24, 2)], [gebot(22.5, 4)])).toEqual([gebot(25, 1), gebot(24, 2), gebot(23, 3), gebot(22.5, 4)]);
    expect(vereinigeGebote([gebot(23, 3)], [gebot(25, 1), gebot(24, 2)])).toEqual([gebot(25, 1), gebot(24, 2), gebot(23, 3)]);
  });

  it('übernimmt den Stand eines Ereignisses, außer der bekannte ist neuer, und fügt dessen Gebot hinzu', () => {
    const nachGebot = evuNachEreignis({ ...stand(5, 1), gebote: [gebot(25, 1)] }, { ...stand(6, 2), gebot: gebot(24, 6) });
    expect(nachGebot).toEqual({ ...stand(6, 2), gebote: [gebot(25, 1), gebot(24, 6)] });
    // The answer to a bid that arrives after the events that followed it: its bid counts, its standing does not.
    expect(evuNachEreignis({ ...stand(9, 1), gebote: [gebot(25, 1)] }, { ...stand(7, 2), gebot: gebot(23, 7) })).toEqual({ ...stand(9, 1), gebote: [gebot(25, 1), gebot(23, 7)] });
    // The first event (no state yet) and another bidder's event (no bid).
    expect(evuNachEreignis(undefined, stand(3, 2))).toEqual({ ...stand(3, 2), gebote: [] });
    expect(evuNachEreignis(nachGebot, stand(8, 1))).toEqual({ ...stand(8, 1), gebote: nachGebot.gebote });
  });
});

describe('Ladungsfrist für Kommunen', () => {
  it('zählt zwei Arbeitstage nach der Mail, ohne Wochenende und bundesweite Feiertage', () => {
    // Thursday 10:00 German time → Monday 10:00
    const donnerstag = Date.parse('2026-11-26T09:00:00Z');
    expect(new Date(fruehesterBeginnKommune(donnerstag)).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    expect(beginnZuFruehFuerKommune(donnerstag, Date.parse('2026-11-30T08:59:00Z'))).toBe(true);
    expect(beginnZuFruehFuerKommune(donnerstag, Date.parse('2026-11-30T09:00:00Z'))).toBe(false);
    // Wednesday before Easter 2027 (Karfreitag 26 March, Ostermontag 29 March) → Tuesday after Easter
    expect(new Date(fruehesterBeginnKommune(Date.parse('2027-03-24T09:00:00Z'))).toISOString()).toBe('2027-03-30T08:00:00.000Z');
  });
});
