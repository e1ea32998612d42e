import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Download } from '../../../src/api/http';
import { saveFile } from '../../../src/ui/download/saveFile';
import { useDownload } from '../../../src/ui/download/useDownload';
import { meldungen } from '../../../src/ui/notifications/meldungsSpeicher';

vi.mock('../../../src/ui/download/saveFile', () => ({ saveFile: vi.fn() }));

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
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it('schickt bei einem Doppelklick eine Anfrage und speichert unter dem Ersatznamen', async () => {
    const datei: Download = { blob: new Blob(['a']), fileName: null };
    const lade = vi.fn(() => Promise.resolve(datei));
    zeige(lade);
    const knopf = screen.getByRole('button', { name: 'Laden' });
    fireEvent.click(knopf);
    fireEvent.click(knopf);
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(datei, 'Ersatz.csv'));
    expect(lade).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(knopf).toBeEnabled());
  });

  it('zeigt die deutsche Meldung des Servers', async () => {
    const melde = vi.spyOn(meldungen, 'melde');
    zeige(() => Promise.reject(Object.assign(new Error('x'), { status: 404, body: { message: 'Die Datei gibt es nicht.' } })));
    fireEvent.click(screen.getByRole('button', { name: 'Laden' }));
    await waitFor(() => expect(melde).toHaveBeenCalledWith('fehler', 'Die Datei gibt es nicht.', 'HTTP Error', 3000));
    expect(saveFile).not.toHaveBeenCalled();
  });
});
