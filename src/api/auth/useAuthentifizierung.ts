import { useSyncExternalStore } from 'react';
import { getAuthentifizierung, subscribe, type Authentifizierung } from './authStore';

/** The current sign-in, re-rendering on sign-in, refresh and sign-out; null when signed out. */
export function useAuthentifizierung(): Authentifizierung | null {
  return useSyncExternalStore(subscribe, getAuthentifizierung, () => null);
}
