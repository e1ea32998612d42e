import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InformationsschreibenVorschau, Ruege, RuegeEingabe, RuegeEntscheidung, VersandtesInformationsschreiben } from '../../domain/api/zuschlag';
import { SPARTE_PFAD, type Sparte } from '../../domain/ausschreibung';
import { AUSSCHREIBUNG_ADMIN } from './admin/ausschreibung';
import { download, request } from './http/httpClient';
import { EIGENE_FEHLERANZEIGE } from './queryClient';

/** Whose tender: the Kunde's own, or any under the administrator's path of its Sparte (who acts for the Kunde). */
export interface Verfahren {
  rolle: 'kunde' | 'admin';
  id: number;
  typ: number;
}

const basis = (v: Verfahren) => (v.rolle === 'kunde' ? `/api/kunde/ausschreibung/${v.id}` : `${AUSSCHREIBUNG_ADMIN}/${SPARTE_PFAD[v.typ as Sparte]}/${v.id}`);

/** The award made reviewable: Rügen, their decisions, the Aufhebung, and the letters before a Zuschlag. */
export const verfahrenApi = {
  ruegen: (v: Verfahren) => request<Ruege[]>(`${basis(v)}/ruegen`),
  erfasseRuege: (v: Verfahren, eingabe: RuegeEingabe) => request<{ id: number }>(`${basis(v)}/ruege`, { method: 'POST', body: eingabe }),
  entscheide: (v: Verfahren, ruegeId: number, eingabe: RuegeEntscheidung) => request(`${basis(v)}/ruege/${ruegeId}/entscheidung`, { method: 'POST', body: eingabe, responseType: 'none' }),
  hebeAuf: (v: Verfahren, begruendung: string) => request(`${basis(v)}/aufheben`, { method: 'POST', body: { begruendung }, responseType: 'none' }),
  informationsschreiben: (v: Verfahren) => request<VersandtesInformationsschreiben[]>(`${basis(v)}/informationsschreiben`),
  informationsschreibenPdf: (v: Verfahren, angebotId: number) => download(`${basis(v)}/informationsschreiben/${angebotId}`, undefined, { method: 'GET' }),
  vorschau: (id: number, angebotId: number) => request<InformationsschreibenVorschau[]>(`/api/kunde/ausschreibung/${id}/informationsschreiben/vorschau?angebotId=${angebotId}`),
};

export const useRuegen = (v: Verfahren) => useQuery({ queryKey: ['ruegen', v.id], queryFn: () => verfahrenApi.ruegen(v) });

/** The Informationsschreiben sent in the tender so far (bidder, when); `aktiv` false while none can exist yet. */
export const useVersandteInformationsschreiben = (v: Verfahren, aktiv: boolean) =>
  useQuery({ queryKey: ['informationsschreiben', 'versandt', v.id], queryFn: () => verfahrenApi.informationsschreiben(v), enabled: aktiv });

/** A change to the procedure: the Rügen and the tender itself are read again (its status, open Rügen, intended Zuschlag). */
function useVerfahrensschritt<T>(v: Verfahren, mutationFn: (eingabe: T) => Promise<unknown>, danach: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['ruegen', v.id] });
      danach();
    },
  });
}

export const useRuegeErfassen = (v: Verfahren, danach: () => void) => useVerfahrensschritt(v, (e: RuegeEingabe) => verfahrenApi.erfasseRuege(v, e), danach);
export const useRuegeEntscheiden = (v: Verfahren, danach: () => void) =>
  useVerfahrensschritt(v, ({ ruegeId, eingabe }: { ruegeId: number; eingabe: RuegeEntscheidung }) => verfahrenApi.entscheide(v, ruegeId, eingabe), danach);
export const useAufheben = (v: Verfahren, danach: () => void) => useVerfahrensschritt(v, (begruendung: string) => verfahrenApi.hebeAuf(v, begruendung), danach);

/**
 * The letters a Zuschlag on `angebotId` would send, asked for while the dialog is open. A refusal (a Zuschlag intended
 * meanwhile, a Bindefrist too short) is the tender's state: asked again it stays the same, so it shows at once.
 */
export const useInformationsschreibenVorschau = (id: number, angebotId: number, offen: boolean) =>
  useQuery({ queryKey: ['informationsschreiben', id, angebotId], queryFn: () => verfahrenApi.vorschau(id, angebotId), enabled: offen, gcTime: 0, retry: false, meta: EIGENE_FEHLERANZEIGE });
