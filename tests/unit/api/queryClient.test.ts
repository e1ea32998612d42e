// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthentifizierung, fromTokenAntwort, setAuthentifizierung } from '../../../src/api/auth/authStore';
import { HttpError } from '../../../src/api/http/errors';
import { createQueryClient, EIGENE_FEHLERANZEIGE } from '../../../src/api/queryClient';
import { queryClient } from '../../../src/shell/queryClient';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';
import { meldungen } from '../../../src/ui/notifications/meldungsSpeicher';
import { tokenAntwort } from './auth/tokenAntwort';

afterEach(() => {
  for (const m of meldungen.aktuelle()) meldungen.schliesse(m.id);
  sessionStorage.clear();
});

const serverfehler = (text: string) => new HttpError('500 Internal Server Error', 500, { message: text, errorId: 'e1' });
const toasts = () => meldungen.aktuelle().map((m) => `${m.titel}: ${m.text}`);

describe('Der Query-Client der App', () => {
  it('vergisst alle gelesenen Antworten, sobald ein anderer Nutzer angemeldet ist oder sich abmeldet', () => {
    setAuthentifizierung(fromTokenAntwort(tokenAntwort({ sessionId: 1 })));
    queryClient.setQueryData(['member', 'sessions'], [{ id: 1 }]);
    // A refresh keeps the session: what was read stays.
    setAuthentifizierung(fromTokenAntwort(tokenAntwort({ sessionId: 1 })));
    expect(queryClient.getQueryData(['member', 'sessions'])).toEqual([{ id: 1 }]);
    setAuthentifizierung(fromTokenAntwort(tokenAntwort({ sessionId: 2, login: 'kunde2' })));
    expect(queryClient.getQueryData(['member', 'sessions'])).toBeUndefined();
    queryClient.setQueryData(['benutzerdaten'], { version: 1 });
    clearAuthentifizierung();
    expect(queryClient.getQueryData(['benutzerdaten'])).toBeUndefined();
  });

  it('meldet einen gescheiterten Aufruf mit dem Titel Fehler, außer der Bildschirm zeigt ihn selbst oder es ist eine Ablehnung (400)', async () => {
    const client = createQueryClient(meldeHttpFehler);
    await client.fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(serverfehler('Datenbank nicht erreichbar.')) }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(serverfehler('Selbst gezeigt.')), meta: EIGENE_FEHLERANZEIGE }).catch(() => undefined);
    await client.fetchQuery({ queryKey: ['c'], queryFn: () => Promise.reject(new HttpError('400 Bad Request', 400, { message: 'Abgelehnt.' })) }).catch(() => undefined);
    await client.getMutationCache().build(client, { mutationFn: () => Promise.reject(serverfehler('Speichern gescheitert.')) }).execute(undefined).catch(() => undefined);
    expect(toasts()).toEqual(['Fehler: Datenbank nicht erreichbar. Fehlernummer: e1', 'Fehler: Speichern gescheitert. Fehlernummer: e1']);
  });
});
