import { useMutation } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useEigenesAngebotNeuLaden } from './evu/useEigenesAngebot';
import { download, request } from './http/httpClient';
import { EIGENE_FEHLERANZEIGE } from './queryClient';

/**
 * An offer's attachments: the EVU adds (upload, see FileUpload) and deletes its own until the Angebotsfrist; the
 * download is the same call for every role (the server decides who may read the offer).
 */
export const angebotsAnhaengeApi = {
  hochladenUrl: (ausschreibungId: Identifier) => `/api/evu/ausschreibung/${ausschreibungId}/angebot/anhaenge`,
  loeschen: (ausschreibungId: Identifier, anhangId: number) =>
    request(`/api/evu/ausschreibung/${ausschreibungId}/angebot/anhaenge/${anhangId}`, { method: 'DELETE', responseType: 'none' }),
  herunterladen: (anhangId: number) => download(`/api/angebot/anhang/${anhangId}`, undefined, { method: 'GET' }),
};

/** Deletes one of the EVU's attachments; its offer is read again. The button that calls it reports a refusal. */
export function useAnhangLoeschen(ausschreibungId: Identifier) {
  const neuLaden = useEigenesAngebotNeuLaden(ausschreibungId);
  return useMutation({ mutationFn: (anhangId: number) => angebotsAnhaengeApi.loeschen(ausschreibungId, anhangId), onSuccess: neuLaden, meta: EIGENE_FEHLERANZEIGE });
}
