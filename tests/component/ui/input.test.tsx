import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { imFormular } from './formularHilfe';
import { EmailInput } from '../../../src/ui/input/EmailInput';
import { PortalTextInput } from '../../../src/ui/input/PortalTextInput';
import { gleich, pflicht } from '../../../src/ui/validation/rules';

/** The shared form helper, with a spy for the submitted values. */
function formular(felder: ReactNode, werte: Record<string, unknown> = {}) {
  const speichern = vi.fn();
  imFormular(felder, speichern, werte);
  return speichern;
}

describe('PortalTextInput', () => {
  it('meldet ein leeres Pflichtfeld erst nach Berührung und prüft danach bei jeder Änderung', async () => {
    const user = userEvent.setup();
    formular(<PortalTextInput source="firma" label="Firma" validate={pflicht} hint="Wie im Handelsregister" />);
    expect(screen.getByText('Wie im Handelsregister')).toBeInTheDocument();
    expect(screen.queryByText('Eine Eingabe wird erwartet')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Firma/));
    await user.tab();
    expect(await screen.findByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(screen.queryByText('Wie im Handelsregister')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Firma/)).toHaveAttribute('aria-invalid', 'true');
    // The message is tied to its field and announced where it appears.
    expect(screen.getByLabelText(/Firma/)).toHaveAccessibleDescription('Eine Eingabe wird erwartet');
    expect(screen.getByText('Eine Eingabe wird erwartet')).toHaveAttribute('aria-live', 'polite');
    await user.type(screen.getByLabelText(/Firma/), 'O');
    await waitFor(() => expect(screen.queryByText('Eine Eingabe wird erwartet')).not.toBeInTheDocument());
    expect(screen.getByText('Wie im Handelsregister')).toBeInTheDocument();
  });

  it('meldet nach dem Absenden auch unberührte Felder und sendet nicht', async () => {
    const user = userEvent.setup();
    const speichern = formular(<PortalTextInput source="firma" label="Firma" validate={pflicht} />);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(speichern).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Firma/), 'Ostsee Energie GmbH');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(speichern).toHaveBeenCalledWith(expect.objectContaining({ firma: 'Ostsee Energie GmbH' }), expect.anything()));
  });

  it('zeigt Einheit, Platzhalter, Länge, Muster und Fokus', () => {
    formular(<PortalTextInput source="verbrauch" label="Jahresverbrauch" unit="kWh" placeholder="z. B. 50000" maxLength={9} pattern="\d*" autoFocus autoComplete="off" />);
    const feld = screen.getByLabelText('Jahresverbrauch');
    expect(screen.getByText('kWh')).toBeInTheDocument();
    expect(feld).toHaveAttribute('placeholder', 'z. B. 50000');
    expect(feld).toHaveAttribute('maxlength', '9');
    expect(feld).toHaveAttribute('pattern', '\\d*');
    expect(feld).toHaveAttribute('autocomplete', 'off');
    expect(feld).toHaveFocus();
  });

  it('zeigt die Meldung einer Vergleichsregel', async () => {
    const user = userEvent.setup();
    formular(
      <>
        <PortalTextInput source="password" label="Passwort" type="password" />
        <PortalTextInput source="passwordConfirmation" label="Passwort bestätigen" type="password" validate={[pflicht, gleich('password')]} />
      </>,
    );
    await user.type(screen.getByLabelText('Passwort'), 'Winterzeit#2026');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Sommerzeit');
    await user.tab();
    expect(await screen.findByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
  });
});

describe('EmailInput', () => {
  it('hängt _input an die id und meldet ungültige Adressen', async () => {
    const user = userEvent.setup();
    const speichern = formular(<EmailInput source="eMail" label="E-Mail-Adresse" placeholder="name@firma.de" autoFocus validate={pflicht} />);
    const feld = screen.getByLabelText(/E-Mail-Adresse/);
    expect(feld).toHaveAttribute('id', 'eMail_input');
    expect(feld).toHaveAttribute('placeholder', 'name@firma.de');
    expect(feld).toHaveFocus();
    await user.tab();
    expect(await screen.findByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    await user.type(feld, 'max@beispiel');
    expect(await screen.findByText('Eine gültige E-Mail-Adresse wird erwartet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(speichern).not.toHaveBeenCalled();
    await user.type(feld, '.example');
    await waitFor(() => expect(screen.queryByText('Eine gültige E-Mail-Adresse wird erwartet.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(speichern).toHaveBeenCalledWith(expect.objectContaining({ eMail: 'max@beispiel.example' }), expect.anything()));
  });

  it('nimmt eine eigene id und lässt ein leeres Feld ohne Pflichtregel durch', async () => {
    const user = userEvent.setup();
    const speichern = formular(<EmailInput source="kontakt.eMail" id="kontaktMail" label="E-Mail-Adresse" />);
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveAttribute('id', 'kontaktMail_input');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(speichern).toHaveBeenCalled());
    expect(screen.queryByText('Eine gültige E-Mail-Adresse wird erwartet.')).not.toBeInTheDocument();
  });
});
