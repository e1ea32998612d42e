import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AusschreibungAdminProvider } from './ausschreibung';

export const useAusschreibungAdmin = () => useDataProvider<AusschreibungAdminProvider>();

/** The filter lists (status, Kunden, EVUs, Typen) of the back office, loaded once per visit. */
export function useOptionen() {
  const provider = useAusschreibungAdmin();
  return useQuery({ queryKey: ['ausschreibung', 'optionen'], queryFn: () => provider.optionen(), staleTime: 60_000 });
}
