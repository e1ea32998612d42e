import { describe, expect, it } from 'vitest';
import { fragenFuerEvu, fragenFuerKunde, type GespeicherteFrage } from '../../../domain/vergabe/bieterfragen';
import { antwortSpaetestensBis, antwortZuSpaet, fruehesteAngebotsfrist, stillhaltefristEnde } from '../../../domain/vergabe/fristen';

describe('Antwortfrist nach § 20 (3) VgV', () => {
  const angebotsfrist = Date.parse('2026-12-15T11:00:00Z'); // 12:00 in Germany

  it('lässt Antworten bis sechs Kalendertage vor der Angebotsfrist zu, zur selben deutschen Uhrzeit', () => {
    expect(new Date(antwortSpaetestensBis(angebotsfrist, 6)).toISOString()).toBe('2026-12-09T11:00:00.000Z');
    expect(antwortZuSpaet(Date.parse('2026-12-09T11:00:00Z'), angebotsfrist, 6)).toBe(false);
    expect(antwortZuSpaet(Date.parse('2026-12-09T11:00:01Z'), angebotsfrist, 6)).toBe(true);
    expect(antwortZuSpaet(Date.parse('2026-12-12T08:00:00Z'), angebotsfrist, 2)).toBe(false);
  });

  it('rechnet über die Zeitumstellung in deutschen Kalendertagen', () => {
    // Angebotsfrist Monday 30 March 2026, 12:00 summer time; six days earlier is 24 March, 12:00 winter time.
    expect(new Date(antwortSpaetestensBis(Date.parse('2026-03-30T10:00:00Z'), 6)).toISOString()).toBe('2026-03-24T11:00:00.000Z');
  });

  it('nennt die früheste Angebotsfrist, für die eine Antwort von jetzt rechtzeitig ist', () => {
    expect(new Date(fruehesteAngebotsfrist(Date.parse('2026-12-12T08:30:00Z'), 6)).toISOString()).toBe('2026-12-18T08:30:00.000Z');
  });
});

describe('Stillhaltefrist nach § 134 GWB', () => {
  it('erlaubt den Vertragsschluss ab 0 Uhr deutscher Zeit am zwölften, wenn am ersten versandt wurde', () => {
    expect(new Date(stillhaltefristEnde(Date.parse('2026-12-01T09:30:00Z'))).toISOString()).toBe('2026-12-11T23:00:00.000Z');
  });

  it('zählt den deutschen Kalendertag des Versands, auch kurz vor Mitternacht in UTC', () => {
    // 1 December 00:30 in Germany is still 30 November in UTC.
    expect(new Date(stillhaltefristEnde(Date.parse('2026-11-30T23:30:00Z'))).toISOString()).toBe('2026-12-11T23:00:00.000Z');
  });

  it('endet über die Umstellung auf Sommerzeit um 0 Uhr deutscher Sommerzeit', () => {
    expect(new Date(stillhaltefristEnde(Date.parse('2026-03-25T10:00:00Z'))).toISOString()).toBe('2026-04-04T22:00:00.000Z');
  });
});

describe('Wer welche Bieterfragen sieht', () => {
  const fragen: GespeicherteFrage[] = [
    { id: 1, evuId: 10, frage: 'Gilt das Toleranzband je Lieferstelle?', wortlaut: null, veroeffentlicht: true, gestelltAm: '2026-11-20T10:00:00.000Z', antwort: 'Ja, je Lieferstelle.', beantwortetAm: '2026-11-21T10:00:00.000Z' },
    { id: 2, evuId: 10, frage: 'Ist ein Tranchenmodell zulässig?', wortlaut: null, veroeffentlicht: true, gestelltAm: '2026-11-20T11:00:00.000Z', antwort: 'Entwurf: nein', beantwortetAm: null },
    { id: 3, evuId: 20, frage: 'Sind Lastgänge verfügbar?', wortlaut: null, veroeffentlicht: true, gestelltAm: '2026-11-20T12:00:00.000Z', antwort: null, beantwortetAm: null },
  ];
  const bearbeitet: GespeicherteFrage = { ...fragen[0]!, id: 4, frage: 'Wir als Stadtwerke Süd fragen: Gilt das Band?', wortlaut: 'Gilt das Band?' };
  const zurueckgehalten: GespeicherteFrage = { ...fragen[0]!, id: 5, evuId: 20, veroeffentlicht: false };

  it('zeigt einem EVU veröffentlichte Antworten und die eigenen Fragen, ohne Entwürfe und ohne Fragesteller', () => {
    expect(fragenFuerEvu(fragen, 20)).toEqual([
      { id: 1, frage: 'Gilt das Toleranzband je Lieferstelle?', antwort: 'Ja, je Lieferstelle.', beantwortetAm: '2026-11-21T10:00:00.000Z', eigene: false },
      { id: 3, frage: 'Sind Lastgänge verfügbar?', eigene: true },
    ]);
    expect(fragenFuerEvu(fragen, 10).map((f) => [f.id, f.eigene, 'antwort' in f])).toEqual([
      [1, true, true],
      [2, true, false],
    ]);
    expect(fragenFuerEvu(fragen, 30).map((f) => f.id)).toEqual([1]);
  });

  it('zeigt dem Kunden alle Fragen mit Entwürfen, aber nie das fragende EVU', () => {
    const fuerKunde = fragenFuerKunde(fragen);
    expect(fuerKunde).toHaveLength(3);
    expect(fuerKunde[1]).toEqual({ id: 2, frage: 'Ist ein Tranchenmodell zulässig?', gestelltAm: '2026-11-20T11:00:00.000Z', antwort: 'Entwurf: nein', beantwortetAm: null });
    expect(fuerKunde.some((f) => 'evuId' in f)).toBe(false);
  });

  it('zeigt allen den bearbeiteten Wortlaut statt des ursprünglichen', () => {
    expect(fragenFuerEvu([bearbeitet], 10)[0]!.frage).toBe('Gilt das Band?');
    expect(fragenFuerEvu([bearbeitet], 20)[0]!.frage).toBe('Gilt das Band?');
    expect(fragenFuerKunde([bearbeitet])[0]!.frage).toBe('Gilt das Band?');
  });

  it('verbirgt eine nicht veröffentlichte Frage vor allen EVUs, auch dem fragenden, und vor dem Kunden', () => {
    expect(fragenFuerEvu([...fragen, zurueckgehalten], 20).map((f) => f.id)).toEqual([1, 3]);
    expect(fragenFuerEvu([...fragen, zurueckgehalten], 10).map((f) => f.id)).toEqual([1, 2]);
    expect(fragenFuerKunde([...fragen, zurueckgehalten]).map((f) => f.id)).toEqual([1, 2, 3]);
  });
});
