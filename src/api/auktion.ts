import { useEffect, useState } from 'react';
import type { AuktionsPlan } from '../../domain/api/auktion';
import { SPARTE_PFAD, type Sparte } from '../../domain/ausschreibung';
import { AUSSCHREIBUNG_ADMIN } from './admin/ausschreibung';
import { getAccessToken, refresh } from './auth/session';
import { download, request } from './http';
import { fetchApi } from './http/fetchApi';

/** The three viewpoints of an auction (issue 21): each has its GET, its event stream and its protocol. */
export const auktionsPfad = {
  admin: (sparte: number, id: number) => `${AUSSCHREIBUNG_ADMIN}/${SPARTE_PFAD[sparte as Sparte]}/${id}/auktion`,
  evu: (id: number) => `/api/evu/ausschreibung/${id}/auktion`,
  kunde: (id: number) => `/api/kunde/ausschreibung/${id}/auktion`,
};

export const planeAuktion = (pfad: string, plan: AuktionsPlan) => request<void>(pfad, { method: 'PUT', body: plan });
export const sageAuktionAb = (pfad: string) => request<void>(pfad, { method: 'DELETE' });
export const biete = <T,>(pfad: string, arbeitspreisCtKwh: number) => request<T>(`${pfad}/gebot`, { method: 'POST', body: { arbeitspreisCtKwh } });
export const ladeProtokoll = (pfad: string, format: 'csv' | 'pdf') => download(`${pfad}/protokoll`, undefined, { method: 'GET', query: { format } });

const WIEDERHOLEN_MS = 1000;
const OHNE_AUKTION_MS = 15_000;

/**
 * The viewer's live state of an auction: the event stream (fetch with the Bearer token, as EventSource cannot send
 * it) delivers the first state and every change; after a broken connection it reconnects with Last-Event-ID and
 * gets what it missed. undefined while loading, null while no auction is planned; the third value reconnects.
 * `geplant` is what the tender's data says (its `auktion`): without one planned there is no stream to ask for,
 * and asking would only earn a 404 on every detail page.
 */
export function useAuktion<T>(pfad: string | undefined, geplant: boolean): [T | null | undefined, (neu: T) => void, () => void] {
  const [stand, setStand] = useState<T | null | undefined>(undefined);
  // A new round opens a fresh stream: after planning, when there was none to listen to.
  const [runde, setRunde] = useState(0);
  useEffect(() => {
    if (!pfad || !geplant) return;
    const abbruch = new AbortController();
    let letzte: string | undefined;
    const warte = (ms: number) => new Promise((r) => setTimeout(r, ms));
    void (async () => {
      while (!abbruch.signal.aborted) {
        try {
          const token = await getAccessToken();
          const antwort = await fetchApi(`${pfad}/ereignisse`, {
            headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(letzte ? { 'last-event-id': letzte } : {}) },
            signal: abbruch.signal,
          });
          if (antwort.status === 404) {
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
            await warte(WIEDERHOLEN_MS);
            continue;
          }
          if (!antwort.ok || !antwort.body) throw new Error(String(antwort.status));
          const leser = antwort.body.getReader();
          const decoder = new TextDecoder();
          let puffer = '';
          for (;;) {
            const { done, value } = await leser.read();
            if (done) break;
            puffer += decoder.decode(value, { stream: true });
            let ende: number;
            while ((ende = puffer.indexOf('\n\n')) >= 0) {
              const block = puffer.slice(0, ende);
              puffer = puffer.slice(ende + 2);
              let art = '';
              let daten = '';
              for (const zeile of block.split('\n')) {
                if (zeile.startsWith('id:')) letzte = zeile.slice(3).trim();
                else if (zeile.startsWith('event:')) art = zeile.slice(6).trim();
                else if (zeile.startsWith('data:')) daten += zeile.slice(5).trim();
              }
              if (art) setStand(art === 'abgesagt' ? null : (JSON.parse(daten) as T));
            }
          }
        } catch {
          if (abbruch.signal.aborted) return;
        }
        await warte(WIEDERHOLEN_MS);
      }
    })();
    return () => abbruch.abort();
  }, [pfad, runde, geplant]);
  return [geplant ? stand : null, setStand, () => setRunde((r) => r + 1)];
}
