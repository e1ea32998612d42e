import { useState } from 'react';
import { memoryStore, type Store } from 'react-admin';
import { getAuthentifizierung } from '../api/auth/authStore';

/**
 * react-admin's store holds what a user set in an area: a list's filters, search, sort and page. Its default keeps
 * them in localStorage, where they outlived the sign-in: the next user of the browser found the previous one's
 * search, and a filter the server refuses stuck to the list in every tab and after signing in again. In memory they
 * last while the area is shown; react-admin empties the store when the area unmounts, as it does on signing out.
 * The URL still carries a list's state across a reload. The entries named in `gemerkt` are kept for the signed-in
 * user beyond that (see `mitGemerkten`).
 */
export function useBereichsSpeicher(gemerkt: readonly string[] = []): Store {
  const [store] = useState(() => (gemerkt.length ? mitGemerkten(memoryStore(), gemerkt) : memoryStore()));
  return store;
}

const ABLAGE = 'Portal.gemerkt.';

/**
 * A store that also keeps the entries named in `schluessel` (a list's `<resource>.listParams`: filters, sort and
 * page size) in localStorage under the signed-in user's login, so the same user finds a work list as they left
 * it after signing in again, and no other user of the browser does. The search term is left out (a search is for
 * the moment and may name a Kunde), and the list opens on its first page.
 */
export function mitGemerkten(basis: Store, schluessel: readonly string[], login: () => string | undefined = () => getAuthentifizierung()?.login): Store {
  const ablage = () => {
    const wer = login();
    return wer ? `${ABLAGE}${wer.toLowerCase()}` : undefined;
  };
  const alle = (): Record<string, unknown> => {
    try {
      const wo = ablage();
      const gelesen: unknown = wo ? JSON.parse(localStorage.getItem(wo) ?? '{}') : {};
      return gelesen && typeof gelesen === 'object' ? (gelesen as Record<string, unknown>) : {};
    } catch {
      // Unreadable (storage off, or edited by hand): as if nothing was kept.
      return {};
    }
  };
  const merke = (key: string, wert: unknown) => {
    const wo = ablage();
    if (!wo) return;
    const stand = alle();
    if (wert === undefined) delete stand[key];
    else stand[key] = ohneSuche(wert);
    try {
      localStorage.setItem(wo, JSON.stringify(stand));
    } catch {
      // Storage full or off: the list still works, it is only not kept.
    }
  };
  return {
    ...basis,
    setup() {
      basis.setup();
      for (const [key, wert] of Object.entries(alle())) if (schluessel.includes(key)) basis.setItem(key, wert);
    },
    setItem(key, wert) {
      basis.setItem(key, wert);
      if (schluessel.includes(key)) merke(key, wert);
    },
    removeItem(key) {
      basis.removeItem(key);
      if (schluessel.includes(key)) merke(key, undefined);
    },
  };
}

function ohneSuche(wert: unknown): unknown {
  if (!wert || typeof wert !== 'object' || !('filter' in wert)) return wert;
  const { filter, ...rest } = wert as { filter?: Record<string, unknown> };
  const { idSearch: _suche, ...uebrige } = filter ?? {};
  return { ...rest, filter: uebrige, page: 1 };
}

// What earlier versions left in localStorage goes when an area's code loads: it may hold another user's search.
try {
  for (const schluessel of Object.keys(localStorage)) if (schluessel.startsWith('RaStore.')) localStorage.removeItem(schluessel);
} catch {
  // Storage may be unavailable (a privacy mode): then there is nothing of ours in it either.
}
