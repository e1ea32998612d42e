import { useState, type ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { imFormular } from './formularHilfe';
import { SingleSelect, SingleSelectField, type SelectOption, type Id } from '../../../src/ui/select/SingleSelect';
import { MultiSelect, MultiSelectField } from '../../../src/ui/select/MultiSelect';
import { fremdschluessel, minAnzahl } from '../../../src/ui/validation/rules';

const SPARTEN: SelectOption[] = [
  { value: 1, label: 'Strom' },
  { value: 2, label: 'Gas' },
  { value: 3, label: 'Wärme' },
];

/** The shared form helper, with a spy for the submitted values. */
function formular(felder: ReactNode, werte: Record<string, unknown> = {}) {
  const speichern = vi.fn();
  imFormular(felder, speichern, werte);
  return speichern;
}

/** A list whose answer the test releases when it wants to see the loading state first. */
function spaeterGeladen() {
  let liefern!: (eintraege: SelectOption[]) => void;
  const laden = vi.fn(() => new Promise<SelectOption[]>((r) => (liefern = r)));
  return { laden, liefern: (eintraege: SelectOption[]) => liefern(eintraege) };
}

const feld = (name: RegExp) => screen.getByRole('combobox', { name });

describe('SingleSelect', () => {
  it('beginnt mit „Bitte wählen“ und speichert die id des gewählten Eintrags', async () => {
    const user = userEvent.setup();
    const speichern = formular(<SingleSelect source="sparte" label="Sparte" choices={SPARTEN} validate={fremdschluessel} />);
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
    formular(<SingleSelect source="sparte" label="Sparte" laden={laden} />, { sparte: 3 });
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
    formular(<SingleSelect source="sparte" label="Sparte" laden={async () => []} />);
    await waitFor(() => expect(feld(/Sparte/)).toHaveTextContent('Keine Einträge gefunden'));
    await user.click(feld(/Sparte/));
    expect(screen.getByRole('option', { name: 'Keine Einträge gefunden' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('meldet einen Wert, der nicht in der Liste steht, als Bindungsfehler', () => {
    formular(<SingleSelect source="sparte" label="Sparte" choices={SPARTEN} />, { sparte: 99 });
    expect(screen.getByText('Der Wert „99“ ist nicht in der Liste enthalten.')).toBeInTheDocument();
    expect(feld(/Sparte/)).toHaveTextContent('99');
  });

  it('lässt sich als einfaches Feld außerhalb eines Formulars nutzen', async () => {
    const user = userEvent.setup();
    const geaendert = vi.fn();
    function Filter() {
      const [wert, setWert] = useState<Id | null>(1);
      return (
        <SingleSelectField
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

describe('MultiSelect', () => {
  it('zeigt „Keine Einträge ausgewählt“, dann Chips, und speichert die Liste der ids', async () => {
    const user = userEvent.setup();
    const speichern = formular(<MultiSelect source="sparten" label="Sparten" choices={SPARTEN} validate={minAnzahl(1)} />);
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
    render(<MultiSelectField label="Sparten" laden={laden} value={[]} onChange={() => {}} />);
    expect(feld(/Sparten/)).toHaveTextContent('Lade...');
    liefern([]);
    await waitFor(() => expect(feld(/Sparten/)).toHaveTextContent('Keine Einträge ausgewählt'));
    await user.click(feld(/Sparten/));
    expect(screen.getByRole('option', { name: 'Keine Einträge gefunden' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('meldet gewählte Werte, die nicht in der Liste stehen', () => {
    formular(<MultiSelect source="sparten" label="Sparten" choices={SPARTEN} />, { sparten: [1, 7] });
    expect(screen.getByText('Der Wert „7“ ist nicht in der Liste enthalten.')).toBeInTheDocument();
  });
});

describe('Optionen mit Gruppe', () => {
  const VERSORGER: SelectOption[] = [
    { value: 11, label: 'Nordwind Strom', group: 'Strom' },
    { value: 13, label: 'Rheingas', group: 'Gas' },
    { value: 12, label: 'Stadtwerke Süd', group: 'Strom' },
    { value: 10, label: 'Ohne Sparte' },
  ];

  it('listet die Optionen unter der Überschrift ihrer Gruppe, Gruppen in der Reihenfolge ihres ersten Eintrags', async () => {
    const user = userEvent.setup();
    const speichern = formular(<SingleSelect source="versorger" label="Versorger" choices={VERSORGER} />);
    await user.click(feld(/Versorger/));
    const liste = screen.getByRole('listbox');
    const art = (e: Element) => (e.classList.contains('MuiListSubheader-root') ? 'Gruppe' : 'Option');
    expect(Array.from(liste.children).map((e) => `${art(e)}:${e.textContent}`)).toEqual([
      'Option:Bitte wählen',
      'Gruppe:Strom',
      'Option:Nordwind Strom',
      'Option:Stadtwerke Süd',
      'Gruppe:Gas',
      'Option:Rheingas',
      'Option:Ohne Sparte',
    ]);
    // A heading cannot be chosen: clicking it keeps the menu open and the value empty.
    await user.click(within(liste).getByText('Gas'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Versorger/, hidden: true })).toHaveTextContent('Bitte wählen');
    await user.click(screen.getByRole('option', { name: 'Stadtwerke Süd' }));
    expect(feld(/Versorger/)).toHaveTextContent('Stadtwerke Süd');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(speichern).toHaveBeenCalledWith(expect.objectContaining({ versorger: 12 }), expect.anything()));
  });

  it('gruppiert auch die Mehrfachauswahl und zeigt die Gewählten als Chips', async () => {
    const user = userEvent.setup();
    render(<MultiSelectField label="Versorger" choices={VERSORGER} value={[13, 11]} onChange={() => {}} />);
    expect(within(feld(/Versorger/)).getByText('Rheingas')).toBeInTheDocument();
    await user.click(feld(/Versorger/));
    expect(within(screen.getByRole('listbox')).getByText('Gas')).toHaveClass('MuiListSubheader-root');
    expect(screen.getByRole('option', { name: 'Rheingas' })).toHaveAttribute('aria-selected', 'true');
  });
});
