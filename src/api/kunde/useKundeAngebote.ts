import { useDataProvider, type Identifier } from 'react-admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ZuschlagRueckfrage } from '../../../domain/api/kundeAngebote';
import type { Begruendung } from '../../../domain/api/zuschlag';
import type { Bestaetigungen, ZuschlagWarnung } from '../../../domain/vergabe/zuschlagWarnungen';
import { HttpError } from '../http';
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
    mutationFn: ({ id, angebotId, begruendungen, bestaetigt }: { id: Identifier; angebotId: Identifier; begruendungen?: Begruendung[]; bestaetigt?: Bestaetigungen }) =>
      provider.zuschlag(id, angebotId, begruendungen, bestaetigt),
    meta: EIGENE_FEHLERANZEIGE,
  });
}

/** The warnings a refused Zuschlag asks the Kunde to confirm (its 409), or null for any other failure. */
export function zuschlagWarnungen(fehler: unknown): ZuschlagWarnung[] | null {
  if (!(fehler instanceof HttpError) || fehler.status !== 409) return null;
  const body = fehler.body as Partial<ZuschlagRueckfrage> | null;
  return body && Array.isArray(body.warnungen) && body.warnungen.length ? body.warnungen : null;
}
