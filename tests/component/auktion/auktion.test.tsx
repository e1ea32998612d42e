import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EigenesAngebot } from '../../../domain/api/angebot';
import type { AdminAuktion as AdminStand, EigenesGebot, EvuAuktion as EvuStand, EvuAuktionsEreignis } from '../../../domain/api/auktion';
import { createQueryClient } from '../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';
import { AdminAuktion } from '../../../src/auktion/AdminAuktion';
import { EvuAuktion } from '../../../src/auktion/EvuAuktion';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { fensterMitBreite } from '../ui/fensterBreite';

const dataProvider = { getOne: async () => ({ data: { id: 3, typ: 'Unternehmen' } }) } as unknown as DataProvider;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An event stream that sends `text` (its retry time, events) and then stays open, or ends when `ende`. */
const sse = (text: string, ende = false) =>
  new Response(
    new ReadableStream({
      start: (c) => {
        c.enqueue(new TextEncoder().encode(text));
        if (ende) c.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
const ereignis = (id: number, art: string, daten: unknown) => `id: ${id}\nevent: ${art}\ndata: ${JSON.stringify(daten)}\n\n`;

/** An open event stream that has sent the viewer's state now (event `stand`) and stays open. */
const strom = (stand: unknown) => sse(`retry: 1000\n\n${ereignis(1, 'stand', stand)}`);

/**
 * The server's answers: the stream with `stand` when there is one (a 404 when nobody planned the auction), and
 * `antwort` for every other call (plan, cancel, bid).
 */
function server(stand?: unknown, antwort: (init: RequestInit | undefined) => Response = () => new Response(null, { status: 204 })) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url).includes('/auktion/ereignisse')) return stand ? strom(stand) : json(404, { message: 'Zu dieser Ausschreibung ist keine Online-Auktion geplant.' });
    return antwort(init);
  });
}
const ereignisAufrufe = (f: ReturnType<typeof server>) => f.mock.calls.filter(([url]) => String(url).includes('/auktion/ereignisse'));
const aufrufe = (f: ReturnType<typeof server>, methode: string) => f.mock.calls.filter(([, init]) => init?.method === methode);

const zeitrahmen = (status: 'geplant' | 'laeuft' | 'beendet') => ({
  status,
  beginn: new Date(Date.now() + (status === 'geplant' ? 86_400_000 : -60_000)).toISOString(),
  ende: new Date(Date.now() + 86_400_000 + 300_000).toISOString(),
  stand: new Date().toISOString(),
});
const adminStand = (status: 'geplant' | 'laeuft'): AdminStand => ({
  ...zeitrahmen(status),
  dauerMinuten: 5,
  mindestschrittCtKwh: 0.01,
  verlaengerungMinuten: 1,
  maxVerlaengerungen: 10,
  verlaengerungen: 0,
  bestpreisSichtbar: false,
  rangliste: [{ rang: 1, evuId: 4, evu: 'Nordwind Strom AG', arbeitspreisCtKwh: 24.5, jahreskostenEuro: 120_000, gebote: 1 }],
});

function zeige(ausschreibung: Record<string, unknown>, provider = dataProvider) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={provider} queryClient={createQueryClient(meldeHttpFehler)}>
      <RecordContextProvider value={{ id: 7, typ: 1, status: 2, kundeId: 3, ...ausschreibung }}>
        <AdminAuktion />
      </RecordContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Online-Auktion auf der Detailseite', () => {
  it('fragt ohne geplante Auktion nicht nach ihren Ereignissen und bietet gleich das Planen an', async () => {
    const fetch = server();
    zeige({});
    expect(await screen.findByRole('button', { name: 'Online-Auktion planen' })).toBeInTheDocument();
    expect(ereignisAufrufe(fetch)).toHaveLength(0);
  });

  it('öffnet die Ereignisse, wenn die Ausschreibung eine Auktion nennt', async () => {
    const fetch = server();
    zeige({ auktion: 'geplant' });
    await waitFor(() => expect(ereignisAufrufe(fetch).length).toBeGreaterThan(0));
    expect(String(ereignisAufrufe(fetch)[0]![0])).toContain('/strom/7/auktion/ereignisse');
  });

  it('zeigt den Stand, den der Strom sendet, mit Rangliste', async () => {
    server(adminStand('laeuft'));
    zeige({ auktion: 'laeuft' });
    expect(await screen.findByText('Online-Auktion läuft')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Rangliste der Online-Auktion' })).getByText('Nordwind Strom AG')).toBeInTheDocument();
  });

  it('plant die Auktion und liest danach die Seite neu', async () => {
    const getOne = vi.fn(async () => ({ data: { id: 3, typ: 'Unternehmen' } }));
    const fetch = server();
    zeige({}, { getOne } as unknown as DataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Online-Auktion planen' }));
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Planen und Bieter benachrichtigen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(aufrufe(fetch, 'PUT')).toHaveLength(1);
    expect(String(aufrufe(fetch, 'PUT')[0]![0])).toContain('/strom/7/auktion');
    const plan = JSON.parse(String(aufrufe(fetch, 'PUT')[0]![1]!.body));
    expect(plan).toMatchObject({ dauerMinuten: 30, mindestschrittCtKwh: 0.01, bestpreisSichtbar: false });
    // Three days ahead at a full hour: no second the field does not show.
    expect(plan.beginn).toMatch(/T\d\d:00:00\.000Z$/);
    await waitFor(() => expect(getOne).toHaveBeenCalledTimes(2));
  });

  it('zeigt den Plan auf einem Telefon bildschirmfüllend, benannt nach seinem Titel', async () => {
    fensterMitBreite(360);
    server();
    zeige({});
    await userEvent.click(await screen.findByRole('button', { name: 'Online-Auktion planen' }));
    const dialog = screen.getByRole('dialog', { name: 'Online-Auktion planen' });
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
    expect(within(dialog).getByRole('button', { name: 'Planen und Bieter benachrichtigen' })).toBeInTheDocument();
  });

  it('nimmt den Mindestschritt mit Dezimalkomma und prüft ihn auf Deutsch', async () => {
    const fetch = server();
    zeige({});
    await userEvent.click(await screen.findByRole('button', { name: 'Online-Auktion planen' }));
    const schritt = within(screen.getByRole('dialog')).getByLabelText('Mindestschritt (ct/kWh)', { exact: false });
    expect(schritt).toHaveValue('0,01');
    const planen = () => userEvent.click(screen.getByRole('button', { name: 'Planen und Bieter benachrichtigen' }));
    for (const [eingabe, meldung] of [
      ['0,00005', 'Der Mindestschritt liegt zwischen 0,0001 und 1 ct/kWh.'],
      ['0,00015', 'Höchstens 4 Nachkommastellen sind erlaubt.'],
      ['1,5', 'Der Mindestschritt liegt zwischen 0,0001 und 1 ct/kWh.'],
      ['zwei', 'Eine Zahl wird erwartet.'],
    ] as const) {
      await userEvent.clear(schritt);
      await userEvent.type(schritt, eingabe);
      await planen();
      expect(await within(screen.getByRole('dialog')).findByText(meldung)).toBeInTheDocument();
    }
    expect(aufrufe(fetch, 'PUT')).toHaveLength(0);
    await userEvent.clear(schritt);
    await userEvent.type(schritt, '0,0025');
    await planen();
    await waitFor(() => expect(aufrufe(fetch, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(aufrufe(fetch, 'PUT')[0]![1]!.body)).mindestschrittCtKwh).toBe(0.0025);
  });

  it('prüft Minuten und Anzahlen am Feld als ganze Zahlen und schickt sie als Zahlen', async () => {
    const fetch = server();
    zeige({});
    await userEvent.click(await screen.findByRole('button', { name: 'Online-Auktion planen' }));
    const dialog = within(screen.getByRole('dialog'));
    const dauer = dialog.getByLabelText('Dauer (Minuten, 1–120)', { exact: false });
    await userEvent.clear(dauer);
    await userEvent.type(dauer, '121');
    await userEvent.clear(dialog.getByLabelText('Höchstens so viele Verlängerungen', { exact: false }));
    await userEvent.click(dialog.getByRole('button', { name: 'Planen und Bieter benachrichtigen' }));
    expect(await dialog.findByText('Eine ganze Zahl von 1 bis 120 wird erwartet.')).toBeInTheDocument();
    expect(aufrufe(fetch, 'PUT')).toHaveLength(0);
    await userEvent.clear(dauer);
    await userEvent.type(dauer, '45');
    await userEvent.click(dialog.getByRole('button', { name: 'Planen und Bieter benachrichtigen' }));
    await waitFor(() => expect(aufrufe(fetch, 'PUT')).toHaveLength(1));
    // An empty "Höchstens so viele Verlängerungen" leaves the server's default.
    const plan = JSON.parse(String(aufrufe(fetch, 'PUT')[0]![1]!.body));
    expect(plan).toMatchObject({ dauerMinuten: 45, verlaengerungMinuten: 2 });
    expect(plan).not.toHaveProperty('maxVerlaengerungen');
  });

  it('plant um mit dem Beginn auf die Minute und dem Mindestschritt mit Komma', async () => {
    const stand = { ...adminStand('geplant'), mindestschrittCtKwh: 0.005 };
    // Planned through the API with seconds: the dialog shows and sends the minute it shows.
    const beginn = Date.parse(stand.beginn);
    stand.beginn = new Date(Math.floor(beginn / 60_000) * 60_000 + 37_250).toISOString();
    const fetch = server(stand);
    zeige({ auktion: 'geplant' });
    await userEvent.click(await screen.findByRole('button', { name: 'Umplanen' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Mindestschritt (ct/kWh)', { exact: false })).toHaveValue('0,005');
    await userEvent.click(screen.getByRole('button', { name: 'Planen und Bieter benachrichtigen' }));
    await waitFor(() => expect(aufrufe(fetch, 'PUT')).toHaveLength(1));
    expect(JSON.parse(String(aufrufe(fetch, 'PUT')[0]![1]!.body))).toMatchObject({ beginn: new Date(Math.floor(beginn / 60_000) * 60_000).toISOString(), mindestschrittCtKwh: 0.005 });
  });

  it('zeigt eine Ablehnung des Plans mit allen Gründen im Dialog', async () => {
    server(undefined, () => json(400, { message: 'Der Plan ist ungültig.', errors: { beginn: ['Der Beginn muss in der Zukunft liegen.'] } }));
    zeige({});
    await userEvent.click(await screen.findByRole('button', { name: 'Online-Auktion planen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Planen und Bieter benachrichtigen' }));
    expect(await within(screen.getByRole('dialog')).findByText('Der Plan ist ungültig. Der Beginn muss in der Zukunft liegen.')).toBeInTheDocument();
  });

  it('sagt eine geplante Auktion nach Rückfrage ab', async () => {
    const fetch = server(adminStand('geplant'));
    zeige({ auktion: 'geplant' });
    await userEvent.click(await screen.findByRole('button', { name: 'Absagen' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Online-Auktion absagen?' })).getByRole('button', { name: 'Absagen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(aufrufe(fetch, 'DELETE')).toHaveLength(1);
    expect(String(aufrufe(fetch, 'DELETE')[0]![0])).toContain('/strom/7/auktion');
  });
});

const ANGEBOT = { id: 11, arbeitspreisCtKwh: 25, grundpreisEurMonat: 10, leistungspreisEurKwJahr: null, oekoaufschlagCtKwh: null, version: 1 } as EigenesAngebot;
/** A bidder's standing, as its events carry it (without its bids). */
const evuStand = (rang: number, arbeitspreisCtKwh = 25): EvuAuktionsEreignis => ({
  ...zeitrahmen('laeuft'),
  mindestschrittCtKwh: 0.01,
  bestpreisSichtbar: false,
  rang,
  anzahlBieter: 2,
  arbeitspreisCtKwh,
  jahreskostenEuro: 125_000,
  naechsterHoechstpreisCtKwh: arbeitspreisCtKwh - 0.01,
});
const gebot = (arbeitspreisCtKwh: number, sekunden: number): EigenesGebot => ({ arbeitspreisCtKwh, jahreskostenEuro: arbeitspreisCtKwh * 5000, zeit: new Date(Date.now() - 60_000 + sekunden * 1000).toISOString() });
/** Its GET: the standing with all its bids. */
const evuSicht = (rang: number, gebote: EigenesGebot[]): EvuStand => ({ ...evuStand(rang, gebote.at(-1)?.arbeitspreisCtKwh), gebote });

/**
 * The bidder's server: its event streams in the order they are opened (the last one for every further connection),
 * its GET (the bids so far) and the answers to its bids.
 */
function evuServer({ stroeme, verlauf, bieten = () => new Response(null, { status: 500 }) }: { stroeme: (() => Response)[]; verlauf: () => EvuStand; bieten?: (init: RequestInit | undefined) => Response }) {
  let verbindung = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (String(url).includes('/auktion/ereignisse')) return stroeme[Math.min(verbindung++, stroeme.length - 1)]!();
    if (init?.method === 'POST') return bieten(init);
    return json(200, verlauf());
  });
}
const verlaufAufrufe = (f: ReturnType<typeof evuServer>) => f.mock.calls.filter(([url, init]) => !String(url).includes('/auktion/ereignisse') && init?.method === 'GET');
const letzteEventIds = (f: ReturnType<typeof evuServer>) => ereignisAufrufe(f).map(([, init]) => new Headers(init?.headers).get('last-event-id'));

/** One SLP Lieferstelle of 100 000 kWh: with ANGEBOT's 10 €/Monat the Jahreskosten are AP × 1 000 + 120 €. */
const EINE_LIEFERSTELLE = [{ jahresverbrauchKwh: 100_000, messart: 'SLP' }];

function zeigeEvu(eigenesAngebot = vi.fn(async () => ANGEBOT), lieferstellen: { jahresverbrauchKwh: number; messart: string }[] = []) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={{ eigenesAngebot } as unknown as DataProvider} queryClient={createQueryClient(meldeHttpFehler)}>
      <RecordContextProvider value={{ id: 5, typ: 1, status: 2, auktion: 'laeuft', angebotAbgegeben: true }}>
        <EvuAuktion ausschreibungId={5} angebot={ANGEBOT} lieferstellen={lieferstellen} />
      </RecordContextProvider>
    </AdminContext>,
  );
}
const biete = async (preis: string) => {
  await userEvent.type(await screen.findByLabelText('Neuer Arbeitspreis (ct/kWh)'), preis);
  await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bieten' }));
};
/** How long a test waits for the screen after a reconnect. */
const WIEDERVERBINDEN_MS = 10_000;
const gebotsZeilen = () => within(screen.getByRole('table', { name: 'Ihre Gebote' })).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent!.replace(/\s+/g, ' '));

describe('Online-Auktion des Bieters', () => {
  it('zeigt einem nach der Eignungsprüfung ausgeschlossenen Bieter keine Auktion und fragt nur selten erneut', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
        String(url).includes('/auktion/ereignisse')
          ? json(403, { message: 'Sie sind von der Online-Auktion ausgeschlossen: Nach der Eignungsprüfung ist Ihr Unternehmen für diesen Auftrag nicht geeignet.' })
          : json(200, []),
      );
      zeigeEvu();
      await vi.waitFor(() => expect(ereignisAufrufe(fetch)).toHaveLength(1));
      // Not the reconnect of a broken stream (1 s): the refusal stands, asked again after 15 s like a missing auction.
      await vi.advanceTimersByTimeAsync(1_000);
      expect(ereignisAufrufe(fetch)).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(14_000);
      await vi.waitFor(() => expect(ereignisAufrufe(fetch)).toHaveLength(2));
      expect(screen.queryByRole('heading', { name: 'Online-Auktion' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('liest das eigene Angebot, wenn die Ausschreibung eines nennt, auch solange es noch lädt', async () => {
    server();
    const eigenesAngebot = vi.fn(async () => null);
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={{ eigenesAngebot } as unknown as DataProvider}>
        <RecordContextProvider value={{ id: 5, typ: 1, status: 2, auktion: 'geplant', angebotAbgegeben: true }}>
          {/* The detail page renders the auction while its offer is still loading: angebot null. */}
          <EvuAuktion ausschreibungId={5} angebot={null} lieferstellen={[]} />
        </RecordContextProvider>
      </AdminContext>,
    );
    await waitFor(() => expect(eigenesAngebot).toHaveBeenCalledWith(5));
  });

  it('liest zum ersten Stand einmal alle eigenen Gebote und fügt danach jedes neue aus dem Strom an', async () => {
    const fetch = evuServer({
      stroeme: [() => sse(`retry: 1000\n\n${ereignis(1, 'stand', evuStand(2, 25))}${ereignis(2, 'gebot', { ...evuStand(1, 24), gebot: gebot(24, 2) })}${ereignis(3, 'gebot', evuStand(2, 24))}`)],
      verlauf: () => evuSicht(2, [gebot(25, 1)]),
    });
    zeigeEvu();
    // The other bidder's bid (event 3) moved this one back to rank 2; its own bid came with event 2.
    await waitFor(() => expect(gebotsZeilen()).toEqual(['24,00 ct/kWh', '25,00 ct/kWh']));
    expect(screen.getByText('2 von 2')).toBeInTheDocument();
    expect(verlaufAufrufe(fetch)).toHaveLength(1);
    expect(String(verlaufAufrufe(fetch)[0]![0])).toMatch(/\/api\/evu\/ausschreibung\/5\/auktion$/);
  });

  /**
   * Cut by the server (as a reader that fell behind is): the client reconnects after the retry time the server gave
   * (1 ms here), once the screen has rendered what came; on a busy machine that rendering alone took two seconds.
   */
  const abgebrochen = () => sse(`retry: 1\n\n${ereignis(1, 'stand', evuStand(2, 25))}${ereignis(2, 'gebot', { ...evuStand(1, 24), gebot: gebot(24, 2) })}`, true);

  it('verbindet sich nach dem Ende eines Stroms mit der Last-Event-ID neu und wendet das Nachgeholte an, ohne den Verlauf neu zu lesen', async () => {
    const fetch = evuServer({
      stroeme: [abgebrochen, () => sse(`retry: 1\n\n${ereignis(3, 'gebot', { ...evuStand(1, 23), gebot: gebot(23, 3) })}`)],
      verlauf: () => evuSicht(2, [gebot(25, 1)]),
    });
    zeigeEvu();
    await waitFor(() => expect(gebotsZeilen()).toEqual(['23,00 ct/kWh', '24,00 ct/kWh', '25,00 ct/kWh']), { timeout: WIEDERVERBINDEN_MS });
    expect(letzteEventIds(fetch)).toEqual([null, '2']);
    expect(verlaufAufrufe(fetch)).toHaveLength(1);
  });

  it('liest den Verlauf neu, wenn der Server die Lücke nicht nachholt, sondern mit einem neuen Stand beginnt', async () => {
    const verlauf = [evuSicht(2, [gebot(25, 1)]), evuSicht(1, [gebot(25, 1), gebot(24, 2), gebot(23, 3), gebot(22, 4)])];
    let gelesen = 0;
    const fetch = evuServer({ stroeme: [abgebrochen, () => sse(`retry: 1\n\n${ereignis(9, 'stand', evuStand(1, 22))}`)], verlauf: () => verlauf[Math.min(gelesen++, 1)]! });
    zeigeEvu();
    await waitFor(() => expect(gebotsZeilen()).toEqual(['22,00 ct/kWh', '23,00 ct/kWh', '24,00 ct/kWh', '25,00 ct/kWh']), { timeout: WIEDERVERBINDEN_MS });
    expect(letzteEventIds(fetch)).toEqual([null, '2']);
    expect(verlaufAufrufe(fetch)).toHaveLength(2);
  });

  it('zeigt nach einem Gebot den neuen Rang und das Gebot aus der Antwort und leert das Feld', async () => {
    const fetch = evuServer({
      stroeme: [() => strom(evuStand(2))],
      verlauf: () => evuSicht(2, []),
      bieten: () => json(200, { ...evuStand(1, 24.5), gebot: gebot(24.5, 2) }),
    });
    zeigeEvu();
    expect(await screen.findByText('2 von 2')).toBeInTheDocument();
    await biete('24,5');
    expect(await screen.findByText('1 von 2')).toBeInTheDocument();
    expect(gebotsZeilen()).toEqual(['24,50 ct/kWh']);
    expect(screen.getByLabelText('Neuer Arbeitspreis (ct/kWh)')).toHaveValue('');
    expect(JSON.parse(String(aufrufe(fetch, 'POST')[0]![1]!.body))).toEqual({ arbeitspreisCtKwh: 24.5 });
  });

  it('zeigt die Ablehnung eines Gebots am Feld: den Grund zum Arbeitspreis, sonst die Meldung des Servers', async () => {
    const antworten = [
      json(400, { message: 'Das Gebot ist ungültig.', errors: { arbeitspreisCtKwh: ['Das Gebot muss mindestens 0,01 ct/kWh unter Ihrem letzten liegen.'] } }),
      json(409, { message: 'Die Online-Auktion ist beendet.' }),
    ];
    evuServer({ stroeme: [() => strom(evuStand(2))], verlauf: () => evuSicht(2, []), bieten: () => antworten.shift()! });
    zeigeEvu();
    await biete('24,999');
    expect(await screen.findByText('Das Gebot muss mindestens 0,01 ct/kWh unter Ihrem letzten liegen.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bieten' }));
    expect(await screen.findByText('Die Online-Auktion ist beendet.')).toBeInTheDocument();
  });

  it('zeigt unter dem Feld immer die Vorschau der aktuellen Eingabe, keine Ablehnung einer früheren', async () => {
    evuServer({
      stroeme: [() => strom(evuStand(2))],
      verlauf: () => evuSicht(2, []),
      bieten: () => json(400, { message: 'Das Gebot ist ungültig.', errors: { arbeitspreisCtKwh: ['Das Gebot muss unter Ihrem aktuellen Arbeitspreis liegen.'] } }),
    });
    zeigeEvu(undefined, EINE_LIEFERSTELLE);
    await biete('26');
    const feld = screen.getByLabelText('Neuer Arbeitspreis (ct/kWh)');
    expect(await screen.findByText('Das Gebot muss unter Ihrem aktuellen Arbeitspreis liegen.')).toBeInTheDocument();
    expect(feld).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(feld);
    await userEvent.type(feld, '24,5');
    // 24,5 ct/kWh × 100 000 kWh = 24 500 € + 12 × 10 € Grundpreis.
    expect(screen.getByText('Höchstens 24,99 ct/kWh · Jahreskosten 24.620,00 €')).toBeInTheDocument();
    expect(screen.queryByText('Das Gebot muss unter Ihrem aktuellen Arbeitspreis liegen.')).not.toBeInTheDocument();
    expect(feld).toHaveAttribute('aria-invalid', 'false');
    // Back to the refused input: that answer was for exactly this value, and it is shown again.
    await userEvent.clear(feld);
    await userEvent.type(feld, '26');
    expect(screen.getByText('Das Gebot muss unter Ihrem aktuellen Arbeitspreis liegen.')).toBeInTheDocument();
  });

  it('liest am Ende der Auktion das eigene Angebot neu: das letzte Gebot ist seine neue Fassung', async () => {
    evuServer({ stroeme: [() => strom({ ...evuStand(1), ...zeitrahmen('beendet') })], verlauf: () => ({ ...evuSicht(1, []), ...zeitrahmen('beendet') }) });
    const eigenesAngebot = vi.fn(async () => ANGEBOT);
    zeigeEvu(eigenesAngebot);
    expect(await screen.findByText('Die Online-Auktion ist beendet. Ihr letztes Gebot ist jetzt Ihr Angebot.')).toBeInTheDocument();
    await waitFor(() => expect(eigenesAngebot).toHaveBeenCalledTimes(2));
  });
});

describe('Rückfrage zu einem auffällig niedrigen Gebot', () => {
  const RUECKFRAGE = {
    message:
      'Ihr Gebot von 2,45 ct/kWh liegt mehr als 10 % unter Ihrem aktuellen Arbeitspreis von 25,00 ct/kWh. Es ergäbe Jahreskosten von 2.570,00 € und wäre verbindlich. Bitte bestätigen Sie es ausdrücklich, wenn es so gemeint ist.',
    rueckfrage: { arbeitspreisCtKwh: 2.45, jahreskostenEuro: 2_570, grenzeProzent: 10 },
  };
  /** The server asks about every unconfirmed bid and takes a confirmed one. */
  const fragenderServer = () =>
    evuServer({
      stroeme: [() => strom(evuStand(2))],
      verlauf: () => evuSicht(2, []),
      bieten: (init) => (JSON.parse(String(init!.body)).bestaetigt ? json(200, { ...evuStand(1, 2.45), gebot: gebot(2.45, 2) }) : json(409, RUECKFRAGE)),
    });
  const gesendet = (f: ReturnType<typeof evuServer>) => aufrufe(f, 'POST').map(([, init]) => JSON.parse(String(init!.body)));

  it('fragt mit den Jahreskosten nach; Abbrechen per Tastatur behält die Eingabe und bietet nicht', async () => {
    const fetch = fragenderServer();
    zeigeEvu(undefined, EINE_LIEFERSTELLE);
    const feld = await screen.findByLabelText('Neuer Arbeitspreis (ct/kWh)');
    await userEvent.type(feld, '2,45{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Gebot wirklich abgeben?' });
    expect(within(dialog).getByText(RUECKFRAGE.message)).toBeInTheDocument();
    expect(within(dialog).getByText('Neuer Arbeitspreis: 2,45 ct/kWh')).toBeInTheDocument();
    // By hand: 2,45 ct/kWh × 100 000 kWh = 2 450 € + 12 × 10 € Grundpreis.
    expect(within(dialog).getByText('Jahreskosten: 2.570,00 €')).toBeInTheDocument();
    // The safe choice has the focus: Enter or Escape never bids by accident.
    expect(within(dialog).getByRole('button', { name: 'Eingabe korrigieren' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(feld).toHaveValue('2,45');
    await waitFor(() => expect(feld).toHaveFocus());
    expect(gesendet(fetch)).toEqual([{ arbeitspreisCtKwh: 2.45 }]);
    expect(screen.queryByRole('table', { name: 'Ihre Gebote' })).not.toBeInTheDocument();

    // "Eingabe korrigieren" too closes without a bid and keeps the value.
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bieten' }));
    await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Eingabe korrigieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(feld).toHaveValue('2,45');
    await waitFor(() => expect(feld).toHaveFocus());
    expect(gesendet(fetch)).toEqual([{ arbeitspreisCtKwh: 2.45 }, { arbeitspreisCtKwh: 2.45 }]);
  });

  it('bietet nach der Bestätigung per Tastatur erneut mit bestaetigt und leert das Feld', async () => {
    const fetch = fragenderServer();
    zeigeEvu(undefined, EINE_LIEFERSTELLE);
    await userEvent.type(await screen.findByLabelText('Neuer Arbeitspreis (ct/kWh)'), '2,45{Enter}');
    await screen.findByRole('dialog', { name: 'Gebot wirklich abgeben?' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Gebot verbindlich abgeben' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gesendet(fetch)).toEqual([{ arbeitspreisCtKwh: 2.45 }, { arbeitspreisCtKwh: 2.45, bestaetigt: true }]);
    expect(await screen.findByText('1 von 2')).toBeInTheDocument();
    expect(gebotsZeilen()).toEqual(['2,45 ct/kWh']);
    expect(screen.getByLabelText('Neuer Arbeitspreis (ct/kWh)')).toHaveValue('');
  });

  it('zeigt eine Ablehnung nach der Bestätigung am Feld, nicht als neue Rückfrage', async () => {
    evuServer({
      stroeme: [() => strom(evuStand(2))],
      verlauf: () => evuSicht(2, []),
      bieten: (init) => (JSON.parse(String(init!.body)).bestaetigt ? json(400, { message: 'Die Online-Auktion ist beendet. Ihr Gebot wurde nicht angenommen.', errors: {} }) : json(409, RUECKFRAGE)),
    });
    zeigeEvu(undefined, EINE_LIEFERSTELLE);
    await biete('2,45');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gebot verbindlich abgeben' }));
    expect(await screen.findByText('Die Online-Auktion ist beendet. Ihr Gebot wurde nicht angenommen.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Neuer Arbeitspreis (ct/kWh)')).toHaveValue('2,45');
  });
});
