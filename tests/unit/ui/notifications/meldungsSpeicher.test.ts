import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { erzeugeMeldungsSpeicher } from '../../../../src/ui/notifications/meldungsSpeicher';

describe('Meldungen (SPEC.md Abschnitt 9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  const speicher = () => erzeugeMeldungsSpeicher(() => Date.now());

  it('hält Fehler 4 s und Erfolge 3 s und entfernt abgelaufene', () => {
    const s = speicher();
    s.melde('fehler', 'Kaputt');
    s.melde('erfolg', 'Gespeichert');
    s.melde('info', 'Hinweis');
    expect(s.aktuelle().map((m) => m.text)).toEqual(['Kaputt', 'Gespeichert', 'Hinweis']);
    vi.advanceTimersByTime(2999);
    expect(s.aktuelle()).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(s.aktuelle().map((m) => m.text)).toEqual(['Kaputt']);
    vi.advanceTimersByTime(1000);
    expect(s.aktuelle()).toEqual([]);
  });

  it('lässt einen Toast mit eigener Lebensdauer nach ihr verschwinden', () => {
    const s = speicher();
    s.melde('fehler', 'Zeitüberschreitung', 'HTTP Error', 3000);
    s.melde('fehler', 'Kaputt');
    vi.advanceTimersByTime(3000);
    expect(s.aktuelle().map((m) => m.text)).toEqual(['Kaputt']);
  });

  it('vergisst auf Wunsch alle Meldungen und die Entprellung, wie eine frisch geladene Seite', () => {
    const s = speicher();
    const gehoert = vi.fn();
    s.abonniere(gehoert);
    s.melde('erfolg', 'Gespeichert');
    s.vergiss();
    expect(s.aktuelle()).toEqual([]);
    expect(gehoert).toHaveBeenCalledTimes(2);
    expect(s.melde('erfolg', 'Gespeichert')).toBeDefined();
  });

  it('zeigt dieselbe Meldung innerhalb von 2000 ms nur einmal', () => {
    const s = speicher();
    expect(s.melde('fehler', 'Zeitüberschreitung', 'HTTP Error')).toBeDefined();
    vi.advanceTimersByTime(1999);
    expect(s.melde('fehler', 'Zeitüberschreitung', 'HTTP Error')).toBeUndefined();
    expect(s.melde('fehler', 'Anderer Text', 'HTTP Error')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(s.melde('fehler', 'Zeitüberschreitung', 'HTTP Error')).toBeDefined();
    expect(s.aktuelle().filter((m) => m.text === 'Zeitüberschreitung')).toHaveLength(2);
  });

  it('benachrichtigt Abonnenten und lässt Meldungen schließen', () => {
    const s = speicher();
    const zuhoerer = vi.fn();
    const ab = s.abonniere(zuhoerer);
    const id = s.melde('warnung', 'Achtung')!;
    s.schliesse(id);
    expect(s.aktuelle()).toEqual([]);
    expect(zuhoerer).toHaveBeenCalledTimes(2);
    ab();
    s.melde('info', 'still');
    expect(zuhoerer).toHaveBeenCalledTimes(2);
  });
});
