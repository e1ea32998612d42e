import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, RecordContextProvider, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { FRIST_GRUND_FEHLT } from '../../../domain/vergabe/mindestfrist';
import { EckdatenInputs } from '../../../src/ausschreibung/form/EckdatenInputs';
import { LaufendeFristen } from '../../../src/ausschreibung/form/LaufendeFristen';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { imFormular } from '../ui/formularHilfe';

/** A Strom tender whose Angebotsfrist is Monday 1 November 2027, 12:00 German time: Allerheiligen in Bayern. */
const werte = {
  bezeichnung: 'Strom Rathaus',
  lieferbeginn: '2028-01-01',
  lieferende: '2028-12-31',
  angebotsfrist: '2027-11-01T11:00:00.000Z',
  bindefrist: '2027-11-15T11:00:00.000Z',
  preismodell: 'Festpreis',
  rechnungslegung: 'Monatsrechnung',
  zahlungszielTage: 14,
  toleranzband: 10,
  oekostrom: 'keiner',
  bemerkung: '',
};
const speichern = () => screen.getByRole('button', { name: 'Speichern' });

describe('Termine im Formular der Ausschreibung', () => {
  it('warnt vor einem Feiertag im Land des Kunden und verschiebt mit einem Klick auf den nächsten Arbeitstag', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<EckdatenInputs sparte={1} kundePlz="80331" />, gesendet, werte);
    expect(screen.getByText('Die Angebotsfrist endet an einem Feiertag (Allerheiligen in Bayern). Nächster Arbeitstag: Dienstag, 02.11.2027 12:00 Uhr.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Auf Dienstag, 02.11.2027 12:00 Uhr verschieben' }));
    await waitFor(() => expect(screen.queryByText(/Die Angebotsfrist endet an einem/)).not.toBeInTheDocument());
    const frist = screen.getByRole('group', { name: /^Angebotsfrist/ });
    expect(within(frist).getByRole('spinbutton', { name: 'Tag' })).toHaveTextContent('02');
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    expect(gesendet.mock.calls[0]![0]).toMatchObject({ angebotsfrist: '2027-11-02T11:00:00.000Z' });
  });

  it('warnt bei einem Kunden in Berlin nicht vor Allerheiligen, wohl aber vor einem Samstag', () => {
    const { unmount } = imFormular(<EckdatenInputs sparte={1} kundePlz="10115" />, vi.fn(), werte);
    expect(screen.queryByText(/Die Angebotsfrist endet an einem/)).not.toBeInTheDocument();
    unmount();
    imFormular(<EckdatenInputs sparte={1} kundePlz="10115" />, vi.fn(), { ...werte, angebotsfrist: '2027-11-06T11:00:00.000Z' });
    expect(screen.getByText('Die Angebotsfrist endet an einem Samstag. Nächster Arbeitstag: Montag, 08.11.2027 12:00 Uhr.')).toBeInTheDocument();
  });

  it('zeigt einen Lieferbeginn vor der Angebotsfrist und eine Bindefrist nach dem Lieferbeginn am Feld und sendet nicht', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<EckdatenInputs sparte={1} kundePlz="10115" />, gesendet, { ...werte, lieferbeginn: '2027-10-20' });
    await user.click(speichern());
    expect(await screen.findByText('Der Lieferbeginn (0:00 Uhr deutscher Zeit) muss nach der Angebotsfrist liegen.')).toBeInTheDocument();
    expect(screen.getByText('Die Bindefrist darf nicht nach dem Lieferbeginn (20.10.2027, 0:00 Uhr deutscher Zeit) enden.')).toBeInTheDocument();
    expect(gesendet).not.toHaveBeenCalled();
  });

  it('zeigt einer Kommune eine Bindefrist vor dem frühesten wirksamen Zuschlag am Feld und sendet nicht, einem Unternehmen nicht', async () => {
    // Angebotsfrist 01.11.2027 12:00: a Zuschlag then takes effect after the Stillhaltefrist on 12.11.2027 00:00.
    const user = userEvent.setup();
    const gesendet = vi.fn();
    const frueh = { ...werte, bindefrist: '2027-11-11T12:00:00.000Z' };
    const { unmount } = imFormular(<EckdatenInputs sparte={1} kundePlz="10115" kommune />, gesendet, frueh);
    await user.click(speichern());
    expect(
      await screen.findByText(
        'Der Zuschlag einer Kommune wird erst nach der Stillhaltefrist nach § 134 GWB wirksam, bei einem Zuschlag direkt nach der Angebotsfrist frühestens am 12.11.2027 00:00 Uhr. Die Bindefrist muss daher frühestens am 12.11.2027 00:00 Uhr enden.',
      ),
    ).toBeInTheDocument();
    expect(gesendet).not.toHaveBeenCalled();
    unmount();
    imFormular(<EckdatenInputs sparte={1} kundePlz="10115" />, gesendet, frueh);
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
  });

  it('verlangt beim Verkürzen einer laufenden Angebotsfrist einen Grund', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    const aktiv = { ...werte, id: 5, typ: 1, status: 1, kundePlz: '10115', lieferstellen: [], angebotsfrist: '2027-11-04T11:00:00.000Z' };
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RecordContextProvider value={aktiv}>
          <Form onSubmit={gesendet}>
            <LaufendeFristen />
            <SaveButton alwaysEnable />
          </Form>
        </RecordContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText(/Nur die Angebotsfrist und die Bindefrist lassen sich noch ändern/)).toBeInTheDocument();
    // Thursday 4 → Tuesday 2 November: earlier than before.
    const frist = screen.getByRole('group', { name: /^Angebotsfrist/ });
    await user.click(within(frist).getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('02');
    await user.click(speichern());
    expect(await screen.findByText(FRIST_GRUND_FEHLT)).toBeInTheDocument();
    expect(gesendet).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Grund der Änderung' }));
    await user.paste('Haushaltsbeschluss vorgezogen');
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    expect(gesendet.mock.calls[0]![0]).toMatchObject({ angebotsfrist: '2027-11-02T11:00:00.000Z', fristAenderungGrund: 'Haushaltsbeschluss vorgezogen' });
  });
});
