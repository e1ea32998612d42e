import { useState, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { imFormular } from './formularHilfe';
import { Auswahl, AuswahlFeld, type Eintrag, type Id } from '../../../src/ui/auswahl/Auswahl';
import { MehrfachAuswahl, MehrfachAuswahlFeld } from '../../../src/ui/auswahl/MehrfachAuswahl';
import { fremdschluessel, minAnzahl } from '../../../src/ui/validierung/regeln';

const SPARTEN: Eintrag[] = [
  { id: 1, name: 'Strom' },
  { id: 2, name: 'Gas' },
  { id: 3, name: 'Wärme' },
];

/** The shared form helper, with a spy for the submitted values. */
function formular(felder: ReactNode, werte: Record<string, unknown> = {}) {
  const speichern = vi.fn();
  imFormular(felder, speichern, werte);
  return speichern;
}

/** A list whose answer the test releases when it wants to see the loading state first. */
function spaeterGeladen() {
  let liefern!: (eintraege: Eintrag[]) => void;
  const laden = vi.fn(() => new Promise<Eintrag[]>((r) => (liefern = r)));
  return { laden, liefern: (eintraege: Eintrag[]) => liefern(eintraege) };
}

const feld = (name: RegExp) => screen.getByRole('combobox', { name });

describe('Auswahl', () => {
  it('beginnt mit „Bitte wählen“ und speichert die id des gewählten Eintrags', async () => {
    const user = userEvent.setup();
    const speichern = formular(<Auswahl source="sparte" label="Sparte" choices={SPARTEN} validate={fremdschluessel} />);
    expect(feld(/Sparte/)).toHaveTextContent('Bitte wählen');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte wählen Sie einen Eintrag aus.')).toBeInTheDocument();
    expect(speichern).not.toHaveBeenCalled();
    await user.click(feld(/Sparte/));
    expect(screen.getByRole('option', { name: 'Bitte wählen' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Gas' }));
    expect(feld(/Sparte/)).toHaveTextContent('Gas');
    await waitFor(() => expect(screen.queryByText('Bitte wählen Sie einen Eintrag aus.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(speichern).toHaveBeenCalledWith(expect.objectContaining({ sparte: 2 }), expect.anything()));
  });

  it('zeigt „Lade...“, bis die Liste geladen ist, und lädt nur einmal', async () => {
    const user = userEvent.setup();
    const { laden, liefern } = spaeterGeladen();
    formular(<Auswahl source="sparte" label="Sparte" laden={laden} />, { sparte: 3 });
    expect(feld(/Sparte/)).toHaveTextContent('Lade...');
    expect(screen.queryByText(/nicht in der Liste enthalten/)).not.toBeInTheDocument();
    await user.click(feld(/Sparte/));
    expect(screen.getByRole('option', { name: 'Lade...' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');
    liefern(SPARTEN);
    await waitFor(() => expect(feld(/Sparte/)).toHaveTextContent('Wärme'));
    await user.click(feld(/Sparte/));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bitte wählen', 'Strom', 'Gas', 'Wärme']);
    expect(laden).toHaveBeenCalledTimes(1);
  });

  it('meldet eine leere Liste', async () => {
    const user = userEvent.setup();
    formular(<Auswahl source="sparte" label="Sparte" laden={async () => []} />);
    await waitFor(() => expect(feld(/Sparte/)).toHaveTextContent('Keine Einträge gefunden'));
    await user.click(feld(/Sparte/));
    expect(screen.getByRole('option', { name: 'Keine Einträge gefunden' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('meldet einen Wert, der nicht in der Liste steht, als Bindungsfehler', () => {
    formular(<Auswahl source="sparte" label="Sparte" choices={SPARTEN} />, { sparte: 99 });
    expect(screen.getByText('Der Wert "99" ist nicht in der Liste enthalten.')).toBeInTheDocument();
    expect(feld(/Sparte/)).toHaveTextContent('99');
  });

  it('lässt sich als einfaches Feld außerhalb eines Formulars nutzen', async () => {
    const user = userEvent.setup();
    const geaendert = vi.fn();
    function Filter() {
      const [wert, setWert] = useState<Id | null>(1);
      return (
        <AuswahlFeld
          label="Sparte"
          choices={SPARTEN}
          value={wert}
          onChange={(neu) => {
            geaendert(neu);
            setWert(neu);
          }}
        />
      );
    }
    render(<Filter />);
    await user.click(feld(/Sparte/));
    await user.click(screen.getByRole('option', { name: 'Bitte wählen' }));
    expect(geaendert).toHaveBeenLastCalledWith(null);
    expect(feld(/Sparte/)).toHaveTextContent('Bitte wählen');
  });
});

describe('MehrfachAuswahl', () => {
  it('zeigt „Keine Einträge ausgewählt“, dann Chips, und speichert die Liste der ids', async () => {
    const user = userEvent.setup();
    const speichern = formular(<MehrfachAuswahl source="sparten" label="Sparten" choices={SPARTEN} validate={minAnzahl(1)} />);
    expect(feld(/Sparten/)).toHaveTextContent('Keine Einträge ausgewählt');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Mindestens 1 Eintrag wird erwartet.')).toBeInTheDocument();
    await user.click(feld(/Sparten/));
    await user.click(screen.getByRole('option', { name: 'Strom' }));
    await user.click(screen.getByRole('option', { name: 'Wärme' }));
    await user.keyboard('{Escape}');
    const chips = within(feld(/Sparten/));
    expect(chips.getByText('Strom')).toBeInTheDocument();
    expect(chips.getByText('Wärme')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(speichern).toHaveBeenCalledWith(expect.objectContaining({ sparten: [1, 3] }), expect.anything()));
  });

  it('zeigt „Lade...“ und „Keine Einträge gefunden“ wie die Einzelauswahl', async () => {
    const user = userEvent.setup();
    const { laden, liefern } = spaeterGeladen();
    render(<MehrfachAuswahlFeld label="Sparten" laden={laden} value={[]} onChange={() => {}} />);
    expect(feld(/Sparten/)).toHaveTextContent('Lade...');
    liefern([]);
    await waitFor(() => expect(feld(/Sparten/)).toHaveTextContent('Keine Einträge ausgewählt'));
    await user.click(feld(/Sparten/));
    expect(screen.getByRole('option', { name: 'Keine Einträge gefunden' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('meldet gewählte Werte, die nicht in der Liste stehen', () => {
    formular(<MehrfachAuswahl source="sparten" label="Sparten" choices={SPARTEN} />, { sparten: [1, 7] });
    expect(screen.getByText('Der Wert "7" ist nicht in der Liste enthalten.')).toBeInTheDocument();
  });
});
