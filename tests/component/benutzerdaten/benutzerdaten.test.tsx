import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, TitlePortal, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEvuProvider } from '../../../src/api/evu/dataProvider';
import { ModelStateError } from '../../../src/api/http/errors';
import * as http from '../../../src/api/http/httpClient';
import { createKundeProvider } from '../../../src/api/kunde/dataProvider';
import { BenutzerdatenPage as EvuBenutzerdaten } from '../../../src/evu/benutzerdaten/BenutzerdatenPage';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { BenutzerdatenPage as KundeBenutzerdaten } from '../../../src/kunde/benutzerdaten/BenutzerdatenPage';
import { NotificationBar } from '../../../src/ui/notifications/NotificationBar';
import { RaNotifications } from '../../../src/ui/notifications/RaNotifications';

afterEach(() => {
  vi.restoreAllMocks();
});

const kunde = {
  typ: 'Unternehmen',
  firma: 'Musterstadt Metallbau GmbH',
  anrede: 'Herr',
  vorname: 'Klaus',
  nachname: 'Kundmann',
  geburtsdatum: null,
  strasse: 'Industriestraße 12',
  plz: '44137',
  ort: 'Dortmund',
  telefon: '0231 123456-0',
  email: 'einkauf@musterstadt-metallbau.example',
  version: 3,
  emailAusstehend: null,
};
const evu = {
  firma: 'Nordwind Strom AG',
  sparten: 1,
  bdewCodenummer: '9900000000029',
  ansprechpartner: 'Erik Stromberg',
  vorname: 'Erik',
  nachname: 'Stromberg',
  strasse: 'Hafenkante 9',
  plz: '20457',
  ort: 'Hamburg',
  telefon: null,
  email: 'ausschreibungen@nordwind-strom.example',
  version: 1,
  emailAusstehend: null,
};

/** The page inside a react-admin context with the area's data provider, title slot and the portal's toasts. */
function zeige(seite: ReactElement, dataProvider: DataProvider) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <TitlePortal />
      <RaNotifications />
      <NotificationBar />
      {seite}
    </AdminContext>,
  );
}

/** GET answers `daten`; PUT answers `put` (or throws what it throws). */
function server(daten: object, put: (body: Record<string, unknown>) => unknown = (body) => ({ ...daten, ...body, version: Number(body.version) + 1 })) {
  return vi.spyOn(http, 'request').mockImplementation(async (_url, optionen) => (optionen?.method === 'PUT' ? put(optionen.body as Record<string, unknown>) : daten) as never);
}

const feld = (name: string) => document.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
/** Keyboard use, as jsdom loses a pointer click on a button that leaving a field briefly disables. */
async function speichern(user: ReturnType<typeof userEvent.setup>) {
  const knopf = () => screen.getByRole('button', { name: 'Speichern' });
  act(() => knopf().focus());
  await waitFor(() => expect(knopf()).toBeEnabled());
  await user.keyboard('{Enter}');
}

describe('Benutzerdaten des Kunden', () => {
  it('lädt und zeigt die eigenen Daten unter dem Titel Benutzerdaten', async () => {
    const request = server(kunde);
    zeige(<KundeBenutzerdaten />, createKundeProvider());
    await waitFor(() => expect(feld('firma')).toHaveValue('Musterstadt Metallbau GmbH'));
    expect(request).toHaveBeenCalledWith('/api/kunde/benutzerdaten');
    expect(screen.getByText('Benutzerdaten')).toBeInTheDocument();
    expect(feld('vorname')).toHaveValue('Klaus');
    expect(feld('email')).toHaveValue('einkauf@musterstadt-metallbau.example');
    expect(screen.getByRole('combobox', { name: /Anrede/ })).toHaveTextContent('Herr');
    expect(screen.queryByText('Geburtsdatum')).not.toBeInTheDocument();
    // The same hints as the registration's address and contact (mitglied/kontoPages.test.tsx): one definition feeds both.
    const hinweise = (name: string) => [feld(name).autocomplete, feld(name).inputMode, feld(name).maxLength];
    expect(['strasse', 'plz', 'ort', 'telefon', 'email'].map(hinweise)).toEqual([
      ['street-address', '', 200],
      ['postal-code', 'numeric', 5],
      ['address-level2', '', 100],
      ['tel', 'tel', 50],
      ['email', 'email', -1],
    ]);
  });

  it('speichert die Änderung mit der Version und meldet den Erfolg', async () => {
    const user = userEvent.setup();
    const request = server(kunde);
    zeige(<KundeBenutzerdaten />, createKundeProvider());
    await waitFor(() => expect(feld('ort')).toHaveValue('Dortmund'));
    await user.clear(feld('ort'));
    await user.type(feld('ort'), 'Bochum');
    await speichern(user);
    expect(await screen.findByText('Ihre Daten wurden gespeichert.')).toBeInTheDocument();
    const [url, optionen] = request.mock.calls.find(([, o]) => o?.method === 'PUT')!;
    expect(url).toBe('/api/kunde/benutzerdaten');
    expect(optionen!.body).toEqual({ ...kunde, ort: 'Bochum', emailAusstehend: undefined });
    expect(optionen!.body).not.toHaveProperty('emailAusstehend');
    await waitFor(() => expect(feld('ort')).toHaveValue('Bochum'));
  });

  it('zeigt den Feldfehler des Servers an seinem Feld', async () => {
    const user = userEvent.setup();
    server(kunde, () => {
      throw new ModelStateError({ message: 'Bitte prüfen Sie Ihre Eingaben.', errors: { plz: ['Diese Postleitzahl gibt es nicht.'] } });
    });
    zeige(<KundeBenutzerdaten />, createKundeProvider());
    await waitFor(() => expect(feld('plz')).toHaveValue('44137'));
    await user.clear(feld('plz'));
    await user.type(feld('plz'), '00000');
    await speichern(user);
    const meldung = await screen.findByText('Diese Postleitzahl gibt es nicht.');
    expect(feld('plz')).toHaveAttribute('aria-invalid', 'true');
    expect(meldung.id).toBe(feld('plz').getAttribute('aria-describedby'));
    expect(screen.getByText('Bitte prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
  });

  it('sagt, dass der Kundentyp seit der ersten Freigabe festgelegt ist und wer ihn ändert', async () => {
    server({ ...kunde, typFestgelegt: true });
    zeige(<KundeBenutzerdaten />, createKundeProvider());
    expect(await screen.findByText('Festgelegt, seit die Administration Ihre Angaben bestätigt hat oder eine Ihrer Ausschreibungen freigegeben wurde. Eine Änderung nimmt die Administration des Portals vor.')).toBeInTheDocument();
  });

  it('fragt eine Privatperson nach dem Geburtsdatum statt nach der Firma', async () => {
    const user = userEvent.setup();
    const request = server(kunde);
    zeige(<KundeBenutzerdaten />, createKundeProvider());
    await waitFor(() => expect(feld('firma')).toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: /Sie sind/ }));
    await user.click(screen.getByRole('option', { name: 'Privatperson' }));
    expect(feld('firma')).toBeNull();
    expect(screen.getByText('Geburtsdatum')).toBeInTheDocument();
    await speichern(user);
    expect(await screen.findByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(request.mock.calls.some(([, o]) => o?.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(screen.getByRole('option', { name: '29' }));
    await user.click(screen.getByRole('combobox', { name: 'Monat' }));
    await user.click(screen.getByRole('option', { name: 'Februar' }));
    await user.click(screen.getByRole('combobox', { name: 'Jahr' }));
    await user.click(screen.getByRole('option', { name: '1980' }));
    await speichern(user);
    await waitFor(() => expect(request).toHaveBeenCalledWith('/api/kunde/benutzerdaten', expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ typ: 'Privatperson', geburtsdatum: '1980-02-29' }) })));
  });

  it('sagt nach einer neuen E-Mail-Adresse, wohin die Bestätigung ging', async () => {
    const user = userEvent.setup();
    server(kunde, (body) => ({ ...kunde, version: Number(body.version) + 1, emailAusstehend: body.email }));
    zeige(<KundeBenutzerdaten />, createKundeProvider());
    await waitFor(() => expect(feld('email')).toHaveValue(kunde.email));
    await user.clear(feld('email'));
    await user.type(feld('email'), 'neu@metallbau.example');
    await speichern(user);
    expect(
      await screen.findByText('Wir haben eine Bestätigung an neu@metallbau.example gesendet. Die neue Adresse gilt, sobald Sie den Link darin geöffnet haben.'),
    ).toBeInTheDocument();
    // The address in use stays until the link is opened.
    await waitFor(() => expect(feld('email')).toHaveValue(kunde.email));
  });
});

describe('Benutzerdaten des EVU', () => {
  it('zeigt die Sparten und verlangt mindestens eine', async () => {
    const user = userEvent.setup();
    const request = server(evu);
    zeige(<EvuBenutzerdaten />, createEvuProvider());
    const strom = await screen.findByRole('checkbox', { name: 'Strom' });
    expect(strom).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Gas' })).not.toBeChecked();
    expect(feld('bdewCodenummer')).toHaveValue('9900000000029');
    await user.click(strom);
    await speichern(user);
    expect(await screen.findByText('Bitte wählen Sie mindestens eine Sparte.')).toBeInTheDocument();
    expect(request.mock.calls.some(([, o]) => o?.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await speichern(user);
    await waitFor(() => expect(request).toHaveBeenCalledWith('/api/evu/benutzerdaten', expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ sparten: 2 }) })));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Gas' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Strom' })).not.toBeChecked();
  });
});
