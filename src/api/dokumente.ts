import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DokumentEintrag } from '../../domain/dokumente';
import { download, request } from './http/httpClient';

/**
 * A tender's documents, the same calls in every area (the server decides who may see and add them): the
 * list, one document's download (POST /api/Download) and where an upload goes.
 */
export const dokumenteApi = {
  liste: (ausschreibungId: number) => request<DokumentEintrag[]>(`/api/ausschreibung/${ausschreibungId}/dokumente`),
  // SPEC.md section 7: the call says JSON although it sends no body; the server reads an empty JSON body as none.
  herunterladen: (dokumentId: number) => download('/api/Download', undefined, { query: { blobId: dokumentId }, headers: { 'content-type': 'application/json' } }),
  hochladenUrl: (ausschreibungId: number) => `/api/upload/ausschreibung/${ausschreibungId}`,
};

const schluessel = (ausschreibungId: number) => ['dokumente', ausschreibungId];

export function useDokumente(ausschreibungId: number) {
  return useQuery({ queryKey: schluessel(ausschreibungId), queryFn: () => dokumenteApi.liste(ausschreibungId) });
}

/** After an upload: the tender's list reads the documents again. */
export function useDokumenteNeuLaden(ausschreibungId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: schluessel(ausschreibungId) });
}
