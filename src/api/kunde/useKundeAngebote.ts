import { useDataProvider, type Identifier } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Begruendung } from '../../../domain/api/zuschlag';
import { EIGENE_FEHLERANZEIGE } from '../queryClient';
import type { KundeProvider } from './dataProvider';

/**
 * The released offers of the Kunde's tender, asked for only once they are visible (`sichtbar`). The status
 * belongs to the key: after the Zuschlag the list says who won.
 */
export function useVergleichsAngebote(a: { id: Identifier; status: number } | undefined, sichtbar: boolean) {
  const provider = useDataProvider<KundeProvider>();
  return useQuery({ queryKey: ['kunde', 'angebote', a?.id, a?.status], queryFn: () => provider.angebote(a!.id), enabled: sichtbar });
}

/** Awards the tender to one offer; the button that calls it reports the outcome. */
export function useZuschlag() {
  const provider = useDataProvider<KundeProvider>();
  return useMutation({
    mutationFn: ({ id, angebotId, begruendungen }: { id: Identifier; angebotId: Identifier; begruendungen?: Begruendung[] }) => provider.zuschlag(id, angebotId, begruendungen),
    meta: EIGENE_FEHLERANZEIGE,
  });
}
