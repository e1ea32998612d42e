import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as http from '../../../../src/api/http/httpClient';
import type { EigenesAngebot } from '../../../../domain/api/angebot';
import { AngebotsAnhaenge } from '../../../../src/evu/ausschreibung/AngebotsAnhaenge';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';
import { angemeldetAls } from '../../shell/hilfen';
import { FakeXhr } from '../../ui/fakeXhr';

beforeEach(() => {
  FakeXhr.alle = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  angemeldetAls(['EVU']);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const ANGEBOT = {
  id: 9, version: 2, status: 'eingereicht', arbeitspreisCtKwh: 25.5, grundpreisEurMonat: 10, leistungspreisEurKwJahr: 80, oekoaufschlagCtKwh: null,
  bindefristBis: '2099-12-08T10:00:00.000Z', bemerkung: 'Netzentgelte vorbehalten.', vorbehalt: true, eingereichtAm: '2026-11-01T10:00:00.000Z',
  jahreskostenEuro: 1, mischpreisCtKwh: 1,
  anhaenge: [{ id: 71, name: 'Preisblatt.pdf' }, { id: 72, name: 'Kalkulation.xlsx' }],
} satisfies EigenesAngebot;

function zeige(angebot: EigenesAngebot | null) {
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={{} as DataProvider}>
      <AngebotsAnhaenge ausschreibungId={3} angebot={angebot} />
    </AdminContext>,
  );
}

describe('Anhänge des eigenen Angebots', () => {
  it('bietet vor dem ersten Angebot noch kein Hochladen an', () => {
    zeige(null);
    expect(screen.getByText('Anhänge (PDF oder XLSX, alle Anhänge zusammen höchstens 10 MB.) können Sie hinzufügen, sobald Sie Ihr Angebot abgegeben haben.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dateien auswählen' })).not.toBeInTheDocument();
  });

  it('nimmt nur PDF und XLSX bis 10 MB an und sendet sie an das eigene Angebot', async () => {
    zeige({ ...ANGEBOT, anhaenge: [] });
    expect(screen.getByText('Ihr Angebot hat keine Anhänge.')).toBeInTheDocument();
    expect(screen.getByText('PDF oder XLSX, alle Anhänge zusammen höchstens 10 MB.')).toBeInTheDocument();
    const gross = new File(['%PDF'], 'Anlage.pdf', { type: 'application/pdf' });
    Object.defineProperty(gross, 'size', { value: 10 * 1024 * 1024 + 1 });
    const dateien = [new File(['png'], 'Logo.png', { type: 'image/png' }), new File(['a;b'], 'Preise.csv', { type: 'text/csv' }), gross, new File(['%PDF-1.4'], 'Preisblatt.pdf', { type: 'application/pdf' })];
    fireEvent.drop(screen.getByTestId('ablagebereich'), { dataTransfer: { files: dateien } });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(3));
    expect(screen.getAllByRole('alert').map((m) => m.textContent)).toEqual([
      'Als Anhang eines Angebots sind nur PDF- und XLSX-Dateien erlaubt.',
      'Als Anhang eines Angebots sind nur PDF- und XLSX-Dateien erlaubt.',
      'Die Anhänge eines Angebots dürfen zusammen höchstens 10 MB groß sein.',
    ]);
    // Only the allowed file went out, to the offer's attachments.
    await waitFor(() => expect(FakeXhr.alle).toHaveLength(1));
    expect(FakeXhr.alle[0]!.url).toBe('/api/evu/ausschreibung/3/angebot/anhaenge');
    expect(FakeXhr.alle[0]!.koepfe['x-file-name']).toBe('Preisblatt.pdf');
    expect(document.querySelector('input[type=file]')).toHaveAttribute('accept', '.pdf,application/pdf,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('lädt Anhänge herunter und löscht einen erst nach Rückfrage', async () => {
    const user = userEvent.setup();
    const request = vi.spyOn(http, 'request').mockResolvedValue(undefined as never);
    const download = vi.spyOn(http, 'download').mockResolvedValue({ blob: new Blob(['%PDF']), fileName: 'Preisblatt.pdf' });
    const gespeichert: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      gespeichert.push(this.download);
    });
    zeige(ANGEBOT);
    const liste = screen.getByRole('list', { name: 'Anhänge Ihres Angebots' });
    expect(within(liste).getAllByRole('listitem').map((l) => l.textContent)).toEqual(['Preisblatt.pdf', 'Kalkulation.xlsx']);

    await user.click(within(liste).getByRole('button', { name: 'Preisblatt.pdf' }));
    await waitFor(() => expect(gespeichert).toEqual(['Preisblatt.pdf']));
    expect(download).toHaveBeenCalledWith('/api/angebot/anhang/71', undefined, { method: 'GET' });

    await user.click(screen.getByRole('button', { name: 'Kalkulation.xlsx löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Eintrag löschen?' });
    expect(dialog).toHaveTextContent('Soll der Eintrag „Kalkulation.xlsx“ wirklich gelöscht werden?');
    expect(request).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('/api/evu/ausschreibung/3/angebot/anhaenge/72', { method: 'DELETE', responseType: 'none' }));
  });
});
