import { useEffect } from 'react';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAuktion, AuktionsPlan, EvuAuktion, EvuAuktionsEreignis, Gebot, GebotsAntwort, GebotsRueckfrage } from '../../domain/api/auktion';
import { evuNachEreignis, vereinigeGebote } from '../../domain/auktion/eigeneGebote';
import { SPARTE_PFAD, type Sparte } from '../../domain/ausschreibung';
import { AUSSCHREIBUNG_ADMIN } from './admin/ausschreibung';
import { getAccessToken, refresh } from './auth/session';
import { download, HttpError, request } from './http';
import { fetchApi } from './http/fetchApi';
import { useEigenesAngebot } from './evu/useEigenesAngebot';
import { EIGENE_FEHLERANZEIGE } from './queryClient';

/** The three viewpoints of an auction (issue 21): each has its GET, its event stream and its protocol. */
export const auktionsPfad = {
  admin: (sparte: number, id: number) => `${AUSSCHREIBUNG_ADMIN}/${SPARTE_PFAD[sparte as Sparte]}/${id}/auktion`,
  evu: (id: number) => `/api/evu/ausschreibung/${id}/auktion`,
  kunde: (id: number) => `/api/kunde/ausschreibung/${id}/auktion`,
};

export const ladeProtokoll = (pfad: string, format: 'csv' | 'pdf') => download(`${pfad}/protokoll`, undefined, { method: 'GET', query: { format } });

/** The live state of one viewpoint lives in the query cache: the stream writes it, and so does the answer to a bid. */
const schluessel = (pfad: string | undefined) => ['auktion', pfad];

/** Until the server's `retry:` says otherwise (as EventSource does). */
const WIEDERHOLEN_MS = 1000;
const OHNE_AUKTION_MS = 15_000;

/** How a viewpoint's state follows its stream. */
interface Folge<T> {
  /** the state after an event, from its data and the state so far */
  anwenden(bisher: T | null | undefined, daten: unknown): T;
  /**
   * After the stream started afresh (event `stand`: no Last-Event-ID, or a gap the server would not replay): reads
   * what the events do not carry; the answer adds it to a state.
   */
  nachStand?(pfad: string): Promise<(bisher: T) => T>;
}

/** The administrator's and the Kunde's events carry the whole view, as their GET does (one object for every view type, so the stream's effect keeps it). */
const ersetzen: Folge<unknown> = { anwenden: (_bisher, daten) => daten };

/** A bidder's events carry its standing and its new bid; all its bids so far are read from its GET when needed. */
const evuFolge: Folge<EvuAuktion> = {
  anwenden: (bisher, daten) => evuNachEreignis(bisher, daten as EvuAuktionsEreignis),
  nachStand: async (pfad) => {
    const { gebote } = await request<EvuAuktion>(pfad);
    return (bisher) => ({ ...bisher, gebote: vereinigeGebote(bisher.gebote, gebote) });
  },
};

/**
 * The viewer's live state of an auction: the event stream (fetch with the Bearer token, as EventSource cannot send
 * it) delivers the first state and every change; after a broken connection (also when the server cut a reader that
 * fell behind) it reconnects with Last-Event-ID and gets what it missed. undefined until the first state (after a
 * remount the last one known shows while the stream opens), null while no auction is planned. `geplant` is what
 * the tender's data says (its `auktion`): without one planned there is no stream to ask for, and asking would only
 * earn a 404 on every detail page.
 */
export function useAuktion<T>(pfad: string | undefined, geplant: boolean): T | null | undefined {
  return useAuktionsStrom<T>(pfad, geplant, ersetzen as Folge<T>);
}

function useAuktionsStrom<T>(pfad: string | undefined, geplant: boolean, folge: Folge<T>): T | null | undefined {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!pfad || !geplant) return;
    const setStand = (stand: T | null) => queryClient.setQueryData<T | null>(schluessel(pfad), stand);
    const abbruch = new AbortController();
    let letzte: string | undefined;
    let wiederholenMs = WIEDERHOLEN_MS;
    const warte = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const ereignis = async (art: string, daten: string) => {
      if (art === 'abgesagt') return setStand(null);
      const stand = folge.anwenden(queryClient.getQueryData<T | null>(schluessel(pfad)), JSON.parse(daten));
      setStand(stand);
      if (art !== 'stand' || !folge.nachStand) return;
      try {
        const ergaenze = await folge.nachStand(pfad);
        // A bid's answer may have changed the state meanwhile: what was read is added to the state as it is now.
        const jetzt = queryClient.getQueryData<T | null>(schluessel(pfad));
        if (jetzt) setStand(ergaenze(jetzt));
      } catch (err) {
        // Without what it should have read the state is incomplete: the next connection starts afresh and reads again.
        letzte = undefined;
        throw err;
      }
    };
    void (async () => {
      while (!abbruch.signal.aborted) {
        try {
          const token = await getAccessToken();
          const antwort = await fetchApi(`${pfad}/ereignisse`, {
            headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(letzte ? { 'last-event-id': letzte } : {}) },
            signal: abbruch.signal,
          });
          // No auction, or none for this viewer (a bidder the Eignungsprüfung excluded gets 403): asked again only now and then.
          if (antwort.status === 404 || antwort.status === 403) {
            setStand(null);
            await antwort.body?.cancel();
            await warte(OHNE_AUKTION_MS);
            continue;
          }
          if (antwort.status === 401) {
            // The session ended (signed out elsewhere, expired, locked): the server closed the stream. A refresh
            // either brings a new token or signs this tab out too; then there is nothing left to watch.
            await antwort.body?.cancel();
            if ((await refresh()).kind !== 'refreshed') return;
            await warte(wiederholenMs);
            continue;
          }
          if (!antwort.ok || !antwort.body) throw new Error(String(antwort.status));
          // eventsource-parser reads the stream as the EventSource standard says (blocks, fields, `retry:`).
          const leser = antwort.body
            .pipeThrough(new TextDecoderStream())
            .pipeThrough(new EventSourceParserStream({ onRetry: (ms) => (wiederholenMs = ms) }))
            .getReader();
          try {
            for (;;) {
              const { done, value } = await leser.read();
              if (done) break;
              if (value.id !== undefined) letzte = value.id;
              if (value.event) await ereignis(value.event, value.data);
            }
          } finally {
            // Also when an event could not be applied: the connection is given up, the next one starts where this stopped.
            await leser.cancel().catch(() => undefined);
          }
        } catch {
          if (abbruch.signal.aborted) return;
        }
        await warte(wiederholenMs);
      }
    })();
    return () => abbruch.abort();
  }, [pfad, geplant, queryClient, folge]);
  const { data } = useQuery<T | null>({ queryKey: schluessel(pfad), queryFn: skipToken, staleTime: Infinity });
  return geplant ? data : null;
}

/**
 * The bidder's auction, watched only with an offer (the stream refuses a bidder without one). At its end the last
 * bid is a new version of the offer: the own offer is read again.
 */
export function useEvuAuktion(ausschreibungId: number, mitAngebot: boolean, ausschreibung: { auktion?: string; angebotAbgegeben?: boolean } | undefined) {
  const stand = useAuktionsStrom<EvuAuktion>(mitAngebot ? auktionsPfad.evu(ausschreibungId) : undefined, !!ausschreibung?.auktion, evuFolge);
  const { refetch } = useEigenesAngebot(ausschreibungId, ausschreibung?.angebotAbgegeben);
  const beendet = stand?.status === 'beendet';
  useEffect(() => {
    if (beendet) void refetch();
  }, [beendet, refetch]);
  return stand;
}

/** A bid; its answer is the bidder's new standing and the bid, added to its state. A refusal is the bid field's to show. */
export function useBieten(ausschreibungId: number) {
  const queryClient = useQueryClient();
  const pfad = auktionsPfad.evu(ausschreibungId);
  return useMutation({
    mutationFn: (gebot: Gebot) => request<GebotsAntwort>(`${pfad}/gebot`, { method: 'POST', body: gebot }),
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: (antwort) => queryClient.setQueryData<EvuAuktion | null>(schluessel(pfad), (bisher) => evuNachEreignis(bisher, antwort)),
  });
}

// Planning and cancelling change whether the tender names an auction (its `auktion`), which opens or closes the
// stream: the page's queries are read again. A failure is the administrator's dialog's to show.

export function useAuktionPlanen(pfad: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: AuktionsPlan) => request<void>(pfad, { method: 'PUT', body: plan }),
    meta: EIGENE_FEHLERANZEIGE,
    // The plan as the server now holds it, and the tender read again, before the dialog closes: the screen goes
    // from the dialog straight to the planned auction, not through the unplanned view until the stream's first event.
    onSuccess: async () => {
      queryClient.setQueryData(schluessel(pfad), await request<AdminAuktion>(pfad));
      await queryClient.invalidateQueries();
    },
  });
}

export function useAuktionAbsagen(pfad: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>(pfad, { method: 'DELETE' }),
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** The server's question to a bid beyond the plausibility limit (409 with `rueckfrage`); null for any other failure. */
export function gebotsRueckfrage(fehler: unknown): Required<GebotsRueckfrage> | null {
  if (!(fehler instanceof HttpError) || fehler.status !== 409) return null;
  const body = fehler.body as Partial<GebotsRueckfrage> | null;
  return body && typeof body.message === 'string' && body.rueckfrage ? { message: body.message, rueckfrage: body.rueckfrage } : null;
}
