import { useDataProvider, type Identifier } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EignungEingabe } from '../../../domain/api/eignung';
import { EIGENE_FEHLERANZEIGE } from '../queryClient';
import type { Sparte } from '../../../domain/ausschreibung';
import type { AusschreibungAdminProvider } from './ausschreibung';

export const useAusschreibungAdmin = () => useDataProvider<AusschreibungAdminProvider>();

/** The filter lists (status, Kunden, EVUs, Typen) of the back office, loaded once per visit. */
export function useOptionen() {
  const provider = useAusschreibungAdmin();
  return useQuery({ queryKey: ['ausschreibung', 'optionen'], queryFn: () => provider.optionen(), staleTime: 60_000 });
}

/** The EVUs admitted for this tender's Sparte; the invited ones among them count for the release. */
export function usePassendeEvus(id: Identifier | undefined) {
  const provider = useAusschreibungAdmin();
  return useQuery({ queryKey: ['ausschreibung', 'passendeEvus', id], queryFn: () => provider.passendeEvus(id!), enabled: id !== undefined });
}

/** The EVUs of the tender's Sparte without a Zulassung for it; asked for when the invitation dialog shows them. */
export function useNichtZugelasseneEvus(id: Identifier | undefined, gefragt: boolean) {
  const provider = useAusschreibungAdmin();
  return useQuery({ queryKey: ['ausschreibung', 'nichtZugelasseneEvus', id], queryFn: () => provider.nichtZugelasseneEvus(id!), enabled: id !== undefined && gefragt });
}

/**
 * A tender's offers, ranked; asked for only once they are unsealed (`offen`). The status belongs to the key:
 * a release or Zuschlag changes what the list says.
 */
export function useAngebote(a: { id: Identifier; typ: number; status: number } | undefined, offen: boolean) {
  const provider = useAusschreibungAdmin();
  return useQuery({
    queryKey: ['ausschreibung', 'angebote', a?.id, a?.status],
    queryFn: () => provider.angebote(a!.typ as Sparte, a!.id),
    enabled: offen,
  });
}

/** The tender's audit trail; react-admin's refresh after an action reloads it with everything else. */
export function useAusschreibungHistorie(id: Identifier) {
  const provider = useAusschreibungAdmin();
  return useQuery({ queryKey: ['ausschreibung', 'historie', id], queryFn: () => provider.historie(id) });
}

/** The tender's Eignungskriterien and each bidder's Eignungsprüfung; the status belongs to the key (a release freezes it). */
export function useEignung(a: { id: Identifier; typ: number; status: number } | undefined, aktiv = true) {
  const provider = useAusschreibungAdmin();
  return useQuery({
    queryKey: ['ausschreibung', 'eignung', a?.id, a?.status],
    queryFn: () => provider.eignung(a!.typ as Sparte, a!.id),
    enabled: !!a && aktiv,
  });
}

/** Saves criteria and results as they shall stand; the screen that calls it shows a refusal itself. */
export function useEignungSpeichern(a: { id: Identifier; typ: number }) {
  const provider = useAusschreibungAdmin();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eingabe: EignungEingabe) => provider.speichereEignung(a.typ as Sparte, a.id, eingabe),
    meta: EIGENE_FEHLERANZEIGE,
    // The offers' comparison and the release's reasons depend on the results too.
    onSettled: () => Promise.all(['eignung', 'angebote'].map((teil) => queryClient.invalidateQueries({ queryKey: ['ausschreibung', teil, a.id] }))),
  });
}
