import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as protokoll from '../../../src/api/protokoll';
import { checkApiVersion } from '../../../src/api/http/apiVersion';
import { API_VERSION } from '../../../domain/apiVersion';
import { HttpError } from '../../../src/api/http';
import { UpdateNotice } from '../../../src/ui/errors/UpdateNotice';
import { aktualisierung, beobachteAktualisierungen, fordereAktualisierungAn } from '../../../src/ui/errors/aktualisierung';
import { ErrorBoundary } from '../../../src/ui/errors/ErrorBoundary';
import { installiereFehlerprotokoll, meldeBehandeltenFehler } from '../../../src/ui/errors/fehlerprotokoll';

afterEach(() => {
  vi.restoreAllMocks();
  if (aktualisierung.noetig()) act(() => aktualisierung.zurueckstellen());
});

function Kaputt({ fehler }: { fehler: unknown }): never {
  throw fehler;
}

describe('ErrorBoundary', () => {
  it("zeigt 'Ein Fehler ist aufgetreten.' mit der Meldung, meldet ihn dem Server und erlaubt einen neuen Versuch", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const melde = vi.spyOn(protokoll, 'meldeFehlerAnServer').mockResolvedValue();
    let kaputt = true;
    function Vielleicht() {
      return kaputt ? <Kaputt fehler={new Error('Liste nicht lesbar')} /> : <p>Alles gut</p>;
    }
    render(
      <ErrorBoundary>
        <Vielleicht />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ein Fehler ist aufgetreten.Liste nicht lesbar');
    expect(melde).toHaveBeenCalledOnce();
    expect((melde.mock.calls[0]![0] as Error).message).toBe('Liste nicht lesbar');
    kaputt = false;
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(screen.getByText('Alles gut')).toBeInTheDocument();
  });

  it("zeigt die Fehlernummer des Servers nach 'Fehlernummer:'", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(protokoll, 'meldeFehlerAnServer').mockResolvedValue();
    render(
      <ErrorBoundary>
        <Kaputt fehler={new HttpError('500 Internal Server Error', 500, { message: 'Interner Fehler', errorId: 'c0ffee' })} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Interner Fehler');
    expect(screen.getByRole('alert')).toHaveTextContent('Fehlernummer: c0ffee');
  });

  it('fragt bei einem nicht mehr ladbaren Teil der Anwendung, ob neu geladen werden soll', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const melde = vi.spyOn(protokoll, 'meldeFehlerAnServer').mockResolvedValue();
    const protokolliere = vi.spyOn(protokoll, 'protokolliere').mockResolvedValue();
    const neuLaden = vi.fn();
    render(
      <>
        <UpdateNotice neuLaden={neuLaden} />
        <ErrorBoundary>
          <Kaputt fehler={new TypeError('Failed to fetch dynamically imported module: /assets/KundeBereich-1a2b.js')} />
        </ErrorBoundary>
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Neue Version verfügbar' });
    expect(dialog).toHaveTextContent('Die Anwendung befindet sich nicht mehr auf dem aktuellen Stand...');
    expect(melde).not.toHaveBeenCalled();
    expect(protokolliere).toHaveBeenCalledWith('error', 'Programmteil konnte nicht geladen werden: Failed to fetch dynamically imported module: /assets/KundeBereich-1a2b.js');
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(neuLaden).toHaveBeenCalledOnce();
  });
});

describe('Aktualisierungshinweis', () => {
  it('erscheint einmal, wenn der Server eine andere x-anis-Version meldet, und lässt sich zurückstellen', async () => {
    const protokolliere = vi.spyOn(protokoll, 'protokolliere').mockResolvedValue();
    const ende = beobachteAktualisierungen();
    render(<UpdateNotice neuLaden={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => checkApiVersion('2099.1'));
    expect(await screen.findByRole('dialog', { name: 'Neue Version verfügbar' })).toBeInTheDocument();
    expect(protokolliere).toHaveBeenCalledWith('info', `Neue Version des Servers erkannt: 2099.1 (Oberfläche ${API_VERSION})`);
    await userEvent.click(screen.getByRole('button', { name: 'Später' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => fordereAktualisierungAn());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    ende();
  });
});

describe('Vorladefehler', () => {
  it('protokolliert einen Teil, den Vite nicht mehr vorladen kann, als Fehler und fragt nach dem Neuladen', async () => {
    const protokolliere = vi.spyOn(protokoll, 'protokolliere').mockResolvedValue();
    const ende = beobachteAktualisierungen();
    render(<UpdateNotice neuLaden={() => {}} />);
    const ereignis = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: new Error('Unable to preload CSS for /assets/Karte-9f.css') });
    act(() => void window.dispatchEvent(ereignis));
    // not prevented: Vite rejects the import, and its importer shows the page that asks to reload
    expect(ereignis.defaultPrevented).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Neue Version verfügbar' })).toBeInTheDocument();
    expect(protokolliere).toHaveBeenCalledWith('error', 'Programmteil konnte nicht geladen werden: Unable to preload CSS for /assets/Karte-9f.css');
    ende();
  });
});

describe('Fehlerprotokoll des Fensters', () => {
  it('meldet unbehandelte Fehler und abgelehnte Promises an den Server', () => {
    const melde = vi.spyOn(protokoll, 'meldeFehlerAnServer').mockResolvedValue();
    const ende = installiereFehlerprotokoll();
    const fehler = new Error('unbehandelt');
    window.dispatchEvent(new ErrorEvent('error', { error: fehler, message: 'unbehandelt' }));
    const ablehnung = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(ablehnung, 'reason', { value: 'abgelehnt' });
    window.dispatchEvent(ablehnung);
    ende();
    expect(melde.mock.calls.map(([f, pfad]) => [f, pfad])).toEqual([
      [fehler, '/'],
      ['abgelehnt', '/'],
    ]);
  });
});

describe('meldeBehandeltenFehler', () => {
  it('schreibt einen abgefangenen Fehler in das Protokoll des Moduls, mit Seite und Stapel, je Modul ein Logger', () => {
    const fehler = vi.fn();
    const erzeuge = vi.spyOn(protokoll, 'erzeugeLogger').mockImplementation(() => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: fehler, sofort: vi.fn() }));
    const e = new Error('Zelle unlesbar');
    meldeBehandeltenFehler('Lieferstellenimport', e);
    meldeBehandeltenFehler('Lieferstellenimport', 'zweiter');
    expect(erzeuge.mock.calls).toEqual([['Lieferstellenimport']]);
    expect(fehler.mock.calls[0]![0]).toBe(`Zelle unlesbar (${window.location.pathname})\n${e.stack}`);
    expect(fehler.mock.calls[1]![0]).toMatch(/^zweiter \(/);
  });
});
