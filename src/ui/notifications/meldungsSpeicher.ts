/** Toasts and notifications with the lifetimes of SPEC.md section 9. */
export type Meldungsart = 'fehler' | 'erfolg' | 'info' | 'warnung';

export interface Meldung {
  id: number;
  art: Meldungsart;
  titel?: string;
  text: string;
  ablauf: number;
}

export const LEBENSDAUER: Record<Meldungsart, number> = { fehler: 4000, erfolg: 3000, info: 3000, warnung: 3000 };
/** The failed-call toast lives shorter than other errors (SPEC.md section 9: "toast lifetime 3000 ms"). */
export const TOAST_MS = 3000;
/** The same message again within this time is shown once. */
export const ENTPRELLUNG_MS = 2000;

type Zuhoerer = () => void;

export function erzeugeMeldungsSpeicher(jetzt: () => number = () => Date.now()) {
  let meldungen: readonly Meldung[] = [];
  let naechsteId = 1;
  const zuletzt = new Map<string, number>();
  const zuhoerer = new Set<Zuhoerer>();
  let zeitgeber: ReturnType<typeof setTimeout> | undefined;

  const benachrichtige = () => zuhoerer.forEach((z) => z());

  function raeumeAuf() {
    const nun = jetzt();
    const gueltig = meldungen.filter((m) => m.ablauf > nun);
    if (gueltig.length !== meldungen.length) {
      meldungen = gueltig;
      benachrichtige();
    }
    plane();
  }

  function plane() {
    clearTimeout(zeitgeber);
    if (meldungen.length === 0) return;
    const naechsterAblauf = Math.min(...meldungen.map((m) => m.ablauf));
    zeitgeber = setTimeout(raeumeAuf, Math.max(0, naechsterAblauf - jetzt()));
  }

  return {
    melde(art: Meldungsart, text: string, titel?: string, lebensdauer = LEBENSDAUER[art]): number | undefined {
      const nun = jetzt();
      const schluessel = `${art}\u0000${titel ?? ''}\u0000${text}`;
      const vorher = zuletzt.get(schluessel);
      if (vorher !== undefined && nun - vorher < ENTPRELLUNG_MS) return undefined;
      zuletzt.set(schluessel, nun);
      for (const [k, zeit] of zuletzt) if (nun - zeit >= ENTPRELLUNG_MS) zuletzt.delete(k);
      const meldung: Meldung = { id: naechsteId++, art, titel, text, ablauf: nun + lebensdauer };
      meldungen = [...meldungen.filter((m) => m.ablauf > nun), meldung];
      benachrichtige();
      plane();
      return meldung.id;
    },
    schliesse(id: number) {
      meldungen = meldungen.filter((m) => m.id !== id);
      benachrichtige();
      plane();
    },
    /** Forgets every message and what was shown lately, as a freshly loaded page starts (the component tests' pages share this module). */
    vergiss() {
      meldungen = [];
      zuletzt.clear();
      benachrichtige();
      plane();
    },
    /** The current, unexpired messages; the array is stable between changes (useSyncExternalStore). */
    aktuelle: (): readonly Meldung[] => meldungen,
    abonniere(z: Zuhoerer) {
      zuhoerer.add(z);
      return () => zuhoerer.delete(z);
    },
  };
}

export type MeldungsSpeicher = ReturnType<typeof erzeugeMeldungsSpeicher>;

/** The one store of the page: the shell and every react-admin area show their messages through it. */
export const meldungen = erzeugeMeldungsSpeicher();
