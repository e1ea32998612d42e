import { useDataProvider, useResourceContext, type Identifier } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import { EIGENE_FEHLERANZEIGE } from '../queryClient';
import type { PersonenAdminProvider, PersonenRessource } from './personen';

export const usePersonenAdmin = () => useDataProvider<PersonenAdminProvider>();

/** The resource of the view: one of kunde, evu, administrator, as registered in the administrator area. */
export const usePersonenRessource = () => useResourceContext() as PersonenRessource;

/** The choices of a list's filters, loaded once per visit. */
export function usePersonenOptionen<R extends PersonenRessource>(resource: R) {
  const provider = usePersonenAdmin();
  return useQuery({ queryKey: [resource, 'optionen'], queryFn: () => provider.personenOptionen(resource), staleTime: 60_000 });
}

/** Who did what to the account and when; react-admin's refresh after an action reloads it with everything else. */
export function useKontoHistorie(resource: PersonenRessource, id: Identifier) {
  const provider = usePersonenAdmin();
  return useQuery({ queryKey: [resource, 'historie', id], queryFn: () => provider.kontoHistorie(resource, id) });
}


/** Confirms a Kunde (Kundenprüfung); the dialog that calls it reports the outcome. */
export function useKundePruefen() {
  const provider = usePersonenAdmin();
  return useMutation({ mutationFn: ({ id, version }: { id: Identifier; version: number }) => provider.kundePruefen(id, version), meta: EIGENE_FEHLERANZEIGE });
}
