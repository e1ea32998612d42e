import { useState } from 'react';
import { memoryStore, type Store } from 'react-admin';

/**
 * react-admin's store holds what a user set in an area: a list's filters, search, sort and page. Its default keeps
 * them in localStorage, where they outlived the sign-in: the next user of the browser found the previous one's
 * search, and a filter the server refuses stuck to the list in every tab and after signing in again. In memory they
 * last while the area is shown; react-admin empties the store when the area unmounts, as it does on signing out.
 * The URL still carries a list's state across a reload.
 */
export function useBereichsSpeicher(): Store {
  const [store] = useState(memoryStore);
  return store;
}

// What earlier versions left in localStorage goes when an area's code loads: it may hold another user's search.
try {
  for (const schluessel of Object.keys(localStorage)) if (schluessel.startsWith('RaStore.')) localStorage.removeItem(schluessel);
} catch {
  // Storage may be unavailable (a privacy mode): then there is nothing of ours in it either.
}
