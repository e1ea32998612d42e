import { EIGENE_FEHLERANZEIGE } from './queryClient';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFrage, AntwortEingabe, Antwortregel, EvuFrage, KundeFrage } from '../../domain/api/vergabe';
import { SPARTE_PFAD, type Sparte } from '../../domain/ausschreibung';
import { AUSSCHREIBUNG_ADMIN } from './admin/ausschreibung';
import { download, request } from './http/httpClient';

const admin = (typ: number, id: number) => `${AUSSCHREIBUNG_ADMIN}/${SPARTE_PFAD[typ as Sparte]}/${id}`;

/** Bidders' questions and the Vergabevermerk, one set of calls per role (the server decides what each sees). */
export const vergabeApi = {
  evuFragen: (id: number) => request<EvuFrage[]>(`/api/evu/ausschreibung/${id}/fragen`),
  frageStellen: (id: number, frage: string) => request<{ id: number }>(`/api/evu/ausschreibung/${id}/fragen`, { method: 'POST', body: { frage } }),
  kundeFragen: (id: number) => request<KundeFrage[]>(`/api/kunde/ausschreibung/${id}/fragen`),
  adminFragen: (typ: number, id: number) => request<AdminFrage[]>(`${admin(typ, id)}/fragen`),
  antwortregel: (typ: number, id: number) => request<Antwortregel>(`${admin(typ, id)}/antwortregel`),
  entwurf: (typ: number, id: number, frageId: number, antwort: string) => request(`${admin(typ, id)}/fragen/${frageId}/entwurf`, { method: 'PUT', body: { antwort } }),
  beantworten: (typ: number, id: number, frageId: number, eingabe: AntwortEingabe) => request(`${admin(typ, id)}/fragen/${frageId}/antwort`, { method: 'POST', body: eingabe }),
  wortlautBearbeiten: (typ: number, id: number, frageId: number, frage: string) => request(`${admin(typ, id)}/fragen/${frageId}/wortlaut`, { method: 'PUT', body: { frage } }),
  nichtVeroeffentlichen: (typ: number, id: number, frageId: number) => request(`${admin(typ, id)}/fragen/${frageId}/nicht-veroeffentlichen`, { method: 'POST', responseType: 'none' }),
  setzeAntwortregel: (typ: number, id: number, antwortfristTage: number) => request(`${admin(typ, id)}/antwortregel`, { method: 'PUT', body: { antwortfristTage } }),
  vermerkAdmin: (typ: number, id: number) => download(`${admin(typ, id)}/vergabevermerk`, undefined, { method: 'GET' }),
  vermerkKunde: (id: number) => download(`/api/kunde/ausschreibung/${id}/vergabevermerk`, undefined, { method: 'GET' }),
  informationsschreibenEvu: (id: number) => download(`/api/evu/ausschreibung/${id}/informationsschreiben`, undefined, { method: 'GET' }),
};

const schluessel = (rolle: string, id: number) => ['fragen', rolle, id];

export const useEvuFragen = (id: number) => useQuery({ queryKey: schluessel('evu', id), queryFn: () => vergabeApi.evuFragen(id) });
export const useKundeFragen = (id: number) => useQuery({ queryKey: schluessel('kunde', id), queryFn: () => vergabeApi.kundeFragen(id) });
export const useAdminFragen = (typ: number, id: number) => useQuery({ queryKey: schluessel('admin', id), queryFn: () => vergabeApi.adminFragen(typ, id) });
export const useAntwortregel = (typ: number, id: number) => useQuery({ queryKey: ['antwortregel', id], queryFn: () => vergabeApi.antwortregel(typ, id) });

export function useFrageStellen(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frage: string) => vergabeApi.frageStellen(id, frage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schluessel('evu', id) }),
  });
}

/** Publishing may move the Angebotsfrist: the tender itself is read again too. */
export function useBeantworten(typ: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ frageId, eingabe }: { frageId: number; eingabe: AntwortEingabe }) => vergabeApi.beantworten(typ, id, frageId, eingabe),
    // The tab reports a failure itself: in the extension dialog beside the date, in German, without a toast.
    meta: EIGENE_FEHLERANZEIGE,
    // Not awaited: the answered question leaves the form, whose own success message must still run.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** A change of one of the administrator's questions: its list is read again. */
function useFrageAendern<T>(id: number, mutationFn: (eingabe: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: schluessel('admin', id) }) });
}

export const useEntwurf = (typ: number, id: number) =>
  useFrageAendern(id, ({ frageId, antwort }: { frageId: number; antwort: string }) => vergabeApi.entwurf(typ, id, frageId, antwort));

export const useWortlautBearbeiten = (typ: number, id: number) =>
  useFrageAendern(id, ({ frageId, frage }: { frageId: number; frage: string }) => vergabeApi.wortlautBearbeiten(typ, id, frageId, frage));

export const useNichtVeroeffentlichen = (typ: number, id: number) => useFrageAendern(id, (frageId: number) => vergabeApi.nichtVeroeffentlichen(typ, id, frageId));

export function useAntwortregelSetzen(typ: number, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (antwortfristTage: number) => vergabeApi.setzeAntwortregel(typ, id, antwortfristTage),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['antwortregel', id] }),
  });
}
