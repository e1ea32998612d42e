import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AktuellerVertragInputs } from '../../../src/ausschreibung/form/AktuellerVertragInputs';
import { alsEingabe } from '../../../src/ausschreibung/form/alsEingabe';
import { imFormular } from '../ui/formularHilfe';

const speichern = () => screen.getByRole('button', { name: 'Speichern' });
const feld = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

// Issue 42, point 9: the prices of the contract the tender replaces, optional, typed the German way.
describe('Aktueller Vertrag im Formular der Ausschreibung', () => {
  it('zeigt gelesene Preise mit Dezimalkomma und sendet getippte als Zahlen', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<AktuellerVertragInputs />, gesendet, { aktuellerVertrag: { arbeitspreisCtKwh: 30.5, grundpreisEurMonat: 12.5, leistungspreisEurKwJahr: null } });
    expect(screen.getByRole('group', { name: 'Aktueller Vertrag (optional)' })).toBeInTheDocument();
    expect(feld('Arbeitspreis')).toHaveValue('30,50');
    expect(feld('Grundpreis')).toHaveValue('12,50');
    expect(feld('Leistungspreis')).toHaveValue('');
    await user.clear(feld('Arbeitspreis'));
    await user.type(feld('Arbeitspreis'), '28,1234');
    await user.type(feld('Leistungspreis'), '1.090,5');
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    expect(alsEingabe(gesendet.mock.calls[0]![0]).aktuellerVertrag).toEqual({ arbeitspreisCtKwh: 28.1234, grundpreisEurMonat: 12.5, leistungspreisEurKwJahr: 1090.5 });
  });

  it('sendet ohne Preise keinen aktuellen Vertrag', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<AktuellerVertragInputs />, gesendet, { aktuellerVertrag: { arbeitspreisCtKwh: '', grundpreisEurMonat: '', leistungspreisEurKwJahr: '' } });
    await user.click(speichern());
    await waitFor(() => expect(gesendet).toHaveBeenCalled());
    expect(alsEingabe(gesendet.mock.calls[0]![0]).aktuellerVertrag).toBeNull();
  });

  it('verlangt zum Grundpreis den Arbeitspreis und höchstens vier Nachkommastellen, am Feld, und sendet nicht', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<AktuellerVertragInputs />, gesendet, { aktuellerVertrag: { arbeitspreisCtKwh: '', grundpreisEurMonat: '', leistungspreisEurKwJahr: '' } });
    await user.type(feld('Grundpreis'), '12,12345');
    await user.click(speichern());
    expect(await screen.findByText('Bitte geben Sie auch den Arbeitspreis Ihres aktuellen Vertrags an.')).toBeInTheDocument();
    expect(screen.getByText('Höchstens 4 Nachkommastellen sind erlaubt.')).toBeInTheDocument();
    expect(gesendet).not.toHaveBeenCalled();
  });

  it('zeigt die Grenzen des Servers schon am Feld: ein Punkt statt Komma (27.123 ist 27 123) und ein Arbeitspreis von 0', async () => {
    const user = userEvent.setup();
    const gesendet = vi.fn();
    imFormular(<AktuellerVertragInputs />, gesendet, { aktuellerVertrag: { arbeitspreisCtKwh: '', grundpreisEurMonat: '', leistungspreisEurKwJahr: '' } });
    await user.type(feld('Arbeitspreis'), '27.123');
    await user.type(feld('Leistungspreis'), '10.001');
    await user.click(speichern());
    expect(await screen.findByText('Der Wert darf höchstens 200 sein.')).toBeInTheDocument();
    expect(screen.getByText('Der Wert darf höchstens 10.000 sein.')).toBeInTheDocument();
    await user.clear(feld('Arbeitspreis'));
    await user.type(feld('Arbeitspreis'), '0');
    expect(await screen.findByText('Der Wert muss größer als 0 sein.')).toBeInTheDocument();
    expect(gesendet).not.toHaveBeenCalled();
  });
});
