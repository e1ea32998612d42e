/** SPEC.md section 9: at most this many records are open at once. */
export const MAX_REITER = 5;

/** The unsaved values of a record's edit form and the route they were typed on. */
export interface Entwurf {
  werte: Record<string, unknown>;
  pfad: string;
}

/** One open record: `pfad` is the last route the user had of it (show or edit), where a click on the tab leads. */
export interface ArbeitsReiter {
  schluessel: string;
  resource: string;
  id: string;
  titel?: string;
  pfad: string;
  geaendert: boolean;
}

export type Oeffnen = 'geoeffnet' | 'vorhanden' | 'voll';

/** Saves the mounted form of a tab; true only when the server accepted it. */
export type Speichern = () => Promise<boolean>;

interface Gespeichert {
  login: string | null;
  reiter: { schluessel: string; resource: string; id: string; titel?: string; pfad: string; entwurf?: Entwurf }[];
}

/** A record is the same tab whatever route of it is open: its resource and id. */
export const reiterSchluessel = (resource: string, id: string | number) => `${resource}:${id}`;

// A detached copy: react-hook-form mutates its value objects in place, and what we keep is what a reload finds.
const kopie = <T>(wert: T): T => JSON.parse(JSON.stringify(wert)) as T;

type Ablage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function standardAblage(): Ablage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage blocked for this page: the tabs then live as long as the page.
    return undefined;
  }
}

/**
 * The administrator's open records and their drafts. Kept in sessionStorage so that a reload of the page keeps
 * them (one browser tab, one workspace) and bound to the signed-in login, so that nobody finds another
 * administrator's drafts in a shared browser tab. The forms that can save a tab are registered here as well,
 * but only in memory: they exist while their edit view is mounted.
 */
export function erzeugeArbeitsbereichSpeicher({ ablageSchluessel, login, ablage = standardAblage() }: { ablageSchluessel: string; login: string | null; ablage?: Ablage }) {
  let reiter: readonly ArbeitsReiter[] = [];
  const entwuerfe = new Map<string, Entwurf>();
  const formulare = new Map<string, Speichern>();
  const wartende = new Map<string, Set<(s: Speichern) => void>>();
  const zuhoerer = new Set<() => void>();
  let beendet = false;

  lade();

  function lade() {
    let gespeichert: Gespeichert | undefined;
    try {
      const text = ablage?.getItem(ablageSchluessel);
      gespeichert = text ? (JSON.parse(text) as Gespeichert) : undefined;
    } catch {
      gespeichert = undefined;
    }
    if (!gespeichert || gespeichert.login !== login || !Array.isArray(gespeichert.reiter)) return;
    reiter = gespeichert.reiter.slice(0, MAX_REITER).map(({ entwurf, ...r }) => {
      if (entwurf) entwuerfe.set(r.schluessel, entwurf);
      return { ...r, geaendert: !!entwurf };
    });
  }

  function sichere() {
    if (beendet || !ablage) return;
    const daten: Gespeichert = { login, reiter: reiter.map(({ geaendert: _, ...r }) => ({ ...r, entwurf: entwuerfe.get(r.schluessel) })) };
    try {
      ablage.setItem(ablageSchluessel, JSON.stringify(daten));
    } catch {
      // Quota exceeded: the workspace still works, it just would not survive a reload.
    }
  }

  function aendere(neu: readonly ArbeitsReiter[]) {
    reiter = neu;
    sichere();
    zuhoerer.forEach((z) => z());
  }

  const ersetze = (schluessel: string, aenderung: Partial<ArbeitsReiter>) => {
    const alt = reiter.find((r) => r.schluessel === schluessel);
    if (!alt || Object.entries(aenderung).every(([k, v]) => alt[k as keyof ArbeitsReiter] === v)) return false;
    aendere(reiter.map((r) => (r === alt ? { ...r, ...aenderung } : r)));
    return true;
  };

  return {
    /** The tabs in their order; the array is stable between changes (useSyncExternalStore). */
    alle: (): readonly ArbeitsReiter[] => reiter,
    finde: (schluessel: string) => reiter.find((r) => r.schluessel === schluessel),
    abonniere(z: () => void) {
      zuhoerer.add(z);
      return () => void zuhoerer.delete(z);
    },

    oeffne(eintrag: { resource: string; id: string; pfad: string }): Oeffnen {
      const schluessel = reiterSchluessel(eintrag.resource, eintrag.id);
      if (reiter.some((r) => r.schluessel === schluessel)) return 'vorhanden';
      if (reiter.length >= MAX_REITER) return 'voll';
      aendere([...reiter, { schluessel, ...eintrag, geaendert: false }]);
      return 'geoeffnet';
    },
    merkePfad: (schluessel: string, pfad: string) => void ersetze(schluessel, { pfad }),
    setzeTitel: (schluessel: string, titel: string) => void ersetze(schluessel, { titel }),
    entferne(schluessel: string) {
      entwuerfe.delete(schluessel);
      aendere(reiter.filter((r) => r.schluessel !== schluessel));
    },

    entwurf: (schluessel: string) => entwuerfe.get(schluessel),
    setzeEntwurf(schluessel: string, werte: Record<string, unknown>, pfad: string) {
      if (beendet || !reiter.some((r) => r.schluessel === schluessel)) return;
      entwuerfe.set(schluessel, { werte: kopie(werte), pfad });
      // Every keystroke lands here; the tabs only re-render when the mark appears.
      if (!ersetze(schluessel, { geaendert: true })) sichere();
    },
    verwerfeEntwurf(schluessel: string) {
      if (!entwuerfe.delete(schluessel)) return;
      if (!ersetze(schluessel, { geaendert: false })) sichere();
    },

    /** The edit form of a tab offers to save itself while it is mounted; returns the unregistration. */
    meldeFormularAn(schluessel: string, speichern: Speichern) {
      formulare.set(schluessel, speichern);
      wartende.get(schluessel)?.forEach((w) => w(speichern));
      wartende.delete(schluessel);
      return () => {
        if (formulare.get(schluessel) === speichern) formulare.delete(schluessel);
      };
    },
    formular: (schluessel: string) => formulare.get(schluessel),
    /** Resolves with the tab's form once it is mounted and has its draft back, or undefined after `ms`. */
    warteAufFormular(schluessel: string, ms: number): Promise<Speichern | undefined> {
      const vorhanden = formulare.get(schluessel);
      if (vorhanden) return Promise.resolve(vorhanden);
      return new Promise((resolve) => {
        const liste = wartende.get(schluessel) ?? new Set();
        wartende.set(schluessel, liste);
        const fertig = (s: Speichern | undefined) => {
          clearTimeout(zeit);
          liste.delete(fertig);
          resolve(s);
        };
        const zeit = setTimeout(() => fertig(undefined), ms);
        liste.add(fertig);
      });
    },

    /** Sign-out: the tabs and drafts are gone, also from sessionStorage, and nothing is written again. */
    beende() {
      reiter = [];
      entwuerfe.clear();
      formulare.clear();
      beendet = true;
      try {
        ablage?.removeItem(ablageSchluessel);
      } catch {
        // nothing stored then
      }
      zuhoerer.forEach((z) => z());
    },
  };
}

export type ArbeitsbereichSpeicher = ReturnType<typeof erzeugeArbeitsbereichSpeicher>;
