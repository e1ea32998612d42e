/**
 * An account's state as the administrator's lists show and filter it; the administrator's lock outranks a
 * missing activation. Free of schema code, so the browser can use it without TypeBox.
 */
export const KontoZustand = { NichtAktiviert: 0, Aktiv: 1, Gesperrt: 2 } as const;
export type KontoZustand = (typeof KontoZustand)[keyof typeof KontoZustand];
export const KONTO_ZUSTAND_LABEL: Record<KontoZustand, string> = { 0: 'Nicht aktiviert', 1: 'Aktiv', 2: 'Gesperrt' };
