import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SPARTEN_FLAGS } from '../../../domain/ausschreibung';
import { BitFlagInput } from '../../../src/ui/bitflags/BitFlagInput';
import { PortalDateInput, PortalDateTimeInput } from '../../../src/ui/date/PortalDateInput';
import { DayMonthYearInput } from '../../../src/ui/date/DayMonthYearInput';
import { pflicht } from '../../../src/ui/validation/rules';
import { imFormular } from './formularHilfe';

const speichern = () => screen.getByRole('button', { name: 'Speichern' });

describe('Datumseingabe', () => {
  it('zeigt ein gespeichertes Datum als TT.MM.JJJJ und speichert ein getipptes als Kalendertag', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<PortalDateInput source="lieferbeginn" label="Lieferbeginn" />, gesendet, { lieferbeginn: '2027-01-01' });
    const gruppe = screen.getByRole('group', { name: 'Lieferbeginn' });
    expect(within(gruppe).getByRole('spinbutton', { name: 'Tag' })).toHaveTextContent('01');
    expect(within(gruppe).getByRole('spinbutton', { name: 'Jahr' })).toHaveTextContent('2027');
    await user.click(within(gruppe).getByRole('spinbutton', { name: 'Tag' }));
    await user.keyboard('24122026');
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    expect(gesendet.mock.calls[0]![0]).toMatchObject({ lieferbeginn: '2026-12-24' });
  });

  it('hält einen Zeitpunkt in ganzen Minuten, wie er ihn zeigt: eine Änderung verwirft verborgene Sekunden', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    // 09:30:45,250 in German winter time.
    imFormular(<PortalDateTimeInput source="beginn" label="Beginn" />, gesendet, { beginn: '2027-01-15T08:30:45.250Z' });
    const gruppe = screen.getByRole('group', { name: 'Beginn' });
    expect(within(gruppe).getByRole('spinbutton', { name: 'Minuten' })).toHaveTextContent('30');
    await user.click(within(gruppe).getByRole('spinbutton', { name: 'Minuten' }));
    await user.keyboard('45');
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    expect(gesendet.mock.calls[0]![0]).toMatchObject({ beginn: '2027-01-15T08:45:00.000Z' });
  });

  it('verlangt eine Eingabe, wenn das Feld Pflicht ist', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<PortalDateInput source="angebotsfrist" label="Angebotsfrist" validate={pflicht} />, gesendet);
    await user.click(speichern());
    expect(await screen.findByText('Eine Eingabe wird erwartet')).toBeInTheDocument();
    expect(gesendet).not.toHaveBeenCalled();
  });
});

describe('Tag/Monat/Jahr-Auswahl', () => {
  it('bietet 31 Tage, 12 Monate und Jahre bis maxAge zurück und lehnt den 31. Februar ab', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<DayMonthYearInput source="geburtsdatum" maxAge={3} />, gesendet);
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    expect(screen.getAllByRole('option')).toHaveLength(31);
    await user.click(screen.getByRole('option', { name: '31' }));
    await user.click(screen.getByRole('combobox', { name: 'Monat' }));
    expect(screen.getAllByRole('option')).toHaveLength(12);
    await user.click(screen.getByRole('option', { name: 'Februar' }));
    await user.click(screen.getByRole('combobox', { name: 'Jahr' }));
    const jahre = screen.getAllByRole('option').map((o) => Number(o.textContent));
    const jetzt = new Date().getFullYear();
    expect(jahre).toEqual([jetzt, jetzt - 1, jetzt - 2, jetzt - 3]);
    await user.click(screen.getByRole('option', { name: String(jetzt - 1) }));
    await user.click(speichern());
    expect(await screen.findByText('Dieses Datum gibt es nicht.')).toBeInTheDocument();
    expect(gesendet).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Tag' }));
    await user.click(screen.getByRole('option', { name: '28' }));
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    expect(gesendet.mock.calls[0]![0]).toMatchObject({ geburtsdatum: `${jetzt - 1}-02-28` });
  });

  it('hat 80 Jahre als Vorgabe', async () => {
    const user = userEvent.setup();
    imFormular(<DayMonthYearInput source="geburtsdatum" />);
    await user.click(screen.getByRole('combobox', { name: 'Jahr' }));
    expect(screen.getAllByRole('option')).toHaveLength(81);
  });
});

describe('Bit-Flag-Gruppe', () => {
  it('speichert das ODER der angekreuzten Flags', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<BitFlagInput source="sparten" label="Sparten" flags={SPARTEN_FLAGS} />, gesendet, { sparten: 2 });
    expect(screen.getByRole('group', { name: 'Sparten' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Gas' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Strom' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Strom' }));
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalledTimes(1));
    expect(gesendet.mock.calls[0]![0]).toMatchObject({ sparten: 3 });
    await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalledTimes(2));
    expect(gesendet.mock.calls[1]![0]).toMatchObject({ sparten: 1 });
  });
});
