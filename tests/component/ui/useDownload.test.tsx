import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Download } from '../../../src/api/http';
import { useDownload } from '../../../src/ui/download/useDownload';
import { meldungen } from '../../../src/ui/notifications/meldungsSpeicher';

function Knopf({ lade }: { lade: () => Promise<Download> }) {
  const { starte, isPending } = useDownload(lade, () => 'Ersatz.csv');
  return (
    <button onClick={() => starte()} disabled={isPending}>
      Laden
    </button>
  );
}

const zeige = (lade: () => Promise<Download>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Knopf lade={lade} />
    </QueryClientProvider>,
  );

describe('useDownload', () => {
  // What the browser was asked to save: the name of each temporary link the real saveFile clicks.
  const gespeichert: string[] = [];
  beforeEach(() => {
    gespeichert.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      gespeichert.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('schickt bei einem Doppelklick eine Anfrage und speichert unter dem Ersatznamen', async () => {
    const datei: Download = { blob: new Blob(['a']), fileName: null };
    const lade = vi.fn(() => Promise.resolve(datei));
    zeige(lade);
    const knopf = screen.getByRole('button', { name: 'Laden' });
    fireEvent.click(knopf);
    fireEvent.click(knopf);
    await waitFor(() => expect(gespeichert).toEqual(['Ersatz.csv']));
    expect(URL.createObjectURL).toHaveBeenCalledWith(datei.blob);
    expect(lade).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(knopf).toBeEnabled());
  });

  it('zeigt die deutsche Meldung des Servers', async () => {
    const melde = vi.spyOn(meldungen, 'melde');
    zeige(() => Promise.reject(Object.assign(new Error('x'), { status: 404, body: { message: 'Die Datei gibt es nicht.' } })));
    fireEvent.click(screen.getByRole('button', { name: 'Laden' }));
    await waitFor(() => expect(melde).toHaveBeenCalledWith('fehler', 'Die Datei gibt es nicht.', 'Fehler', 3000));
    expect(gespeichert).toEqual([]);
  });
});
