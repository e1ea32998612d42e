import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUpload } from '../../../src/ui/upload/FileUpload';
import { FileUploadInput } from '../../../src/ui/upload/FileUploadInput';
import { angemeldetAls } from '../shell/hilfen';
import { FakeXhr } from './fakeXhr';
import { imFormular } from './formularHilfe';

beforeEach(() => {
  FakeXhr.alle = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  angemeldetAls(['Kunde']);
  document.cookie = 'XSRF-TOKEN=xsrf-123';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

const URL_AUSSCHREIBUNG = '/api/upload/ausschreibung/7';
const dateiauswahl = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
const pdf = (name = 'Übersicht März.pdf', bytes = 1536) => new File(['x'.repeat(bytes)], name, { type: 'application/pdf' });
const gesendet = async (anzahl = 1) => {
  await waitFor(() => expect(FakeXhr.alle).toHaveLength(anzahl));
  return FakeXhr.alle[anzahl - 1]!;
};
/**
 * Dropped after the refused files, an allowed one is sent on the same path: once its request is out, a
 * refused file that was sent anyway would be out before it, so exactly one request means none was.
 */
const nurMarkeGesendet = async () => {
  expect((await gesendet(1)).koepfe['x-file-name']).toBe('Marke.pdf');
};

describe('FileUpload', () => {
  it('weist eine Datei über 20 MB vor dem Senden ab', async () => {
    const user = userEvent.setup();
    render(<FileUpload url={URL_AUSSCHREIBUNG} />);
    const gross = pdf('Lastgang.pdf', 1);
    Object.defineProperty(gross, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(dateiauswahl(), gross);
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei ist größer als 20 MB.');
    expect(screen.getByText('Lastgang.pdf (21,00 MB)')).toBeInTheDocument();
    expect(FakeXhr.alle).toHaveLength(0);
  });

  it('weist beim Ablegen nicht erlaubte Dateitypen ab, auch solche außerhalb eines engeren accept', async () => {
    render(<FileUpload url={URL_AUSSCHREIBUNG} accept=".pdf" mehrere />);
    const zip = new File(['PK'], 'Archiv.zip', { type: 'application/zip' });
    const bild = new File(['png'], 'Foto.png', { type: 'image/png' });
    fireEvent.drop(screen.getByTestId('ablagebereich'), { dataTransfer: { files: [zip, bild, pdf('Marke.pdf')] } });
    const meldungen = await screen.findAllByRole('alert');
    expect(meldungen.map((m) => m.textContent)).toEqual(['Dieser Dateityp ist nicht erlaubt.', 'Dieser Dateityp ist nicht erlaubt.']);
    await nurMarkeGesendet();
  });

  it('nennt vor dem Senden die Dateiendung, die nicht zum Dateityp passt', async () => {
    render(<FileUpload url={URL_AUSSCHREIBUNG} mehrere />);
    const dateien = [
      new File(['MZ'], 'rechnung.pdf.exe', { type: 'application/pdf' }),
      new File(['<html></html>'], 'evil.html', { type: 'text/plain' }),
      new File(['<svg/>'], 'bild.svg', { type: 'image/png' }),
      new File(['%PDF-1.4'], 'Rechnung', { type: 'application/pdf' }),
      pdf('Marke.pdf'),
    ];
    fireEvent.drop(screen.getByTestId('ablagebereich'), { dataTransfer: { files: dateien } });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(4));
    expect(screen.getAllByRole('alert').map((m) => m.textContent)).toEqual([
      'Die Dateiendung .exe passt nicht zum Dateityp PDF.',
      'Die Dateiendung .html passt nicht zum Dateityp TXT.',
      'Die Dateiendung .svg passt nicht zum Dateityp PNG.',
      'Der Dateiname hat keine Dateiendung; für den Dateityp PDF wird .pdf erwartet.',
    ]);
    await nurMarkeGesendet();
  });

  it('sendet die rohe Datei mit den Kopfzeilen, zeigt den Fortschritt und danach die fertige Datei', async () => {
    const user = userEvent.setup();
    const hochgeladen = vi.fn();
    render(<FileUpload url={URL_AUSSCHREIBUNG} onHochgeladen={hochgeladen} />);
    const datei = pdf();
    await user.upload(dateiauswahl(), datei);
    const xhr = await gesendet();
    expect(xhr.methode).toBe('POST');
    expect(xhr.url).toBe(URL_AUSSCHREIBUNG);
    expect(xhr.koerper).toBe(datei);
    expect(xhr.koepfe).toMatchObject({
      'content-type': 'application/pdf',
      'x-file-name': '%C3%9Cbersicht%20M%C3%A4rz.pdf',
      'x-file-size': '1536',
      'x-file-encoding': 'binary',
      authorization: 'Bearer a',
      'x-xsrf-token': 'xsrf-123',
    });

    xhr.fortschritt(768, 1536);
    expect(screen.getByRole('progressbar', { name: 'Fortschritt Übersicht März.pdf' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('50 %')).toBeInTheDocument();

    const dokument = { id: 42, name: 'Übersicht März.pdf', contentType: 'application/pdf', size: 1536 };
    xhr.antworte(201, 'Created', dokument);
    expect(await screen.findByText('Hochgeladen.')).toBeInTheDocument();
    expect(screen.getByText('Übersicht März.pdf (1,50 KB)')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(hochgeladen).toHaveBeenCalledWith(dokument, expect.objectContaining({ datei, antwort: dokument }));
  });

  it('sendet eigene Kopfzeilen, meldet Schlüssel, Fortschritt und Antwort und zeigt die eigenen Meldungen', async () => {
    const user = userEvent.setup();
    const fortschritt = vi.fn();
    const hochgeladen = vi.fn();
    render(
      <FileUpload
        url={URL_AUSSCHREIBUNG}
        mehrere
        schluessel="angebot"
        kopfzeilen={{ 'X-Dokumentart': 'Angebot', Authorization: 'Bearer fremd', 'X-XSRF-TOKEN': 'fremd' }}
        erfolgsMeldung="Das Angebot liegt bei der Ausschreibung."
        fehlerMeldung="Das Angebot konnte nicht hochgeladen werden."
        onFortschritt={fortschritt}
        onHochgeladen={hochgeladen}
      />,
    );
    const gut = pdf('Angebot.pdf');
    await user.upload(dateiauswahl(), [gut, pdf('Zweites.pdf')]);
    await gesendet(2);
    const [erste, zweite] = FakeXhr.alle as [FakeXhr, FakeXhr];
    // The portal's sign-in and XSRF echo stay its own.
    expect(erste.koepfe).toMatchObject({ 'x-dokumentart': 'Angebot', authorization: 'Bearer a', 'x-xsrf-token': 'xsrf-123' });
    erste.fortschritt(384, 1536);
    expect(fortschritt).toHaveBeenLastCalledWith({ schluessel: 'angebot', datei: gut, prozent: 25 });
    const dokument = { id: 5, name: 'Angebot.pdf', contentType: 'application/pdf', size: 1536 };
    erste.antworte(201, 'Created', dokument);
    expect(await screen.findByText('Das Angebot liegt bei der Ausschreibung.')).toBeInTheDocument();
    expect(hochgeladen).toHaveBeenCalledWith(dokument, { schluessel: 'angebot', datei: gut, prozent: 100, antwort: dokument });
    zweite.antworte(409, 'Conflict', { message: 'Die Ausschreibung ist abgeschlossen.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Angebot konnte nicht hochgeladen werden. Die Ausschreibung ist abgeschlossen.');
    expect(hochgeladen).toHaveBeenCalledTimes(1);
  });

  it('zeigt die deutsche Meldung, mit der der Server eine Datei ablehnt', async () => {
    const user = userEvent.setup();
    render(<FileUpload url={URL_AUSSCHREIBUNG} />);
    await user.upload(dateiauswahl(), pdf());
    (await gesendet()).antworte(404, 'Not Found', { message: 'Die Ausschreibung wurde nicht gefunden.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Ausschreibung wurde nicht gefunden.');
  });

  it('bricht das Hochladen auf Wunsch ab', async () => {
    const user = userEvent.setup();
    const hochgeladen = vi.fn();
    render(<FileUpload url={URL_AUSSCHREIBUNG} onHochgeladen={hochgeladen} />);
    await user.upload(dateiauswahl(), pdf());
    const xhr = await gesendet();
    xhr.fortschritt(100, 1536);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(xhr.abgebrochen).toBe(true);
    expect(await screen.findByText('Das Hochladen wurde abgebrochen.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abbrechen' })).not.toBeInTheDocument();
    expect(hochgeladen).not.toHaveBeenCalled();
  });
});

describe('FileUploadInput', () => {
  it('hält die Ids aller hochgeladenen Dokumente als Wert des Formulars', async () => {
    const user = userEvent.setup();
    const speichern = vi.fn();
    imFormular(<FileUploadInput source="dokumente" label="Unterlagen" url={URL_AUSSCHREIBUNG} />, speichern);
    await user.upload(dateiauswahl(), [pdf('Rechnung.pdf'), new File(['a;b'], 'Lastgang.csv', { type: '' })]);
    await gesendet(2);
    const [erste, zweite] = FakeXhr.alle as [FakeXhr, FakeXhr];
    expect(zweite.koepfe['content-type']).toBe('text/csv');
    // The second finishes first: both ids must survive.
    zweite.antworte(201, 'Created', { id: 8, name: 'Lastgang.csv', contentType: 'text/csv', size: 3 });
    erste.antworte(201, 'Created', { id: 7, name: 'Rechnung.pdf', contentType: 'application/pdf', size: 1536 });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Dateien' })).getAllByText('Hochgeladen.')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(speichern).toHaveBeenCalled());
    expect(speichern.mock.calls[0]![0]).toMatchObject({ dokumente: [8, 7] });
  });
});
