import { createContext, useContext } from 'react';
import type { ArbeitsbereichSpeicher } from './arbeitsbereichSpeicher';

export interface ArbeitsbereichWert {
  speicher: ArbeitsbereichSpeicher;
  /** Closes a tab, asking first when it holds unsaved changes. */
  schliesse: (schluessel: string) => void;
}

export const ArbeitsbereichContext = createContext<ArbeitsbereichWert | null>(null);

/**
 * The administrator's workspace, or null outside it: views shared with another area (the tender form is also
 * the Kunde's) behave as before there.
 */
export const useArbeitsbereich = () => useContext(ArbeitsbereichContext);

/**
 * Whether a form's unsaved changes are kept by the workspace. react-admin's `warnWhenUnsavedChanges` must then
 * stay off, since leaving the form (another tab, the list) loses nothing.
 */
export const useImArbeitsbereich = () => useContext(ArbeitsbereichContext) !== null;
