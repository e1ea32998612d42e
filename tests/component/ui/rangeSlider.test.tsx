import type { ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { imFormular } from './formularHilfe';
import { RangeSlider, rangeSliderError } from '../../../src/ui/slider/RangeSlider';

/** The shared form helper, with a spy for the submitted values. */
function formular(felder: ReactNode, werte: Record<string, unknown> = {}) {
  const speichern = vi.fn();
  imFormular(felder, speichern, werte);
  return speichern;
}

describe('rangeSliderError', () => {
  it('verlangt, dass max und der Wert Vielfache von step sind', () => {
    expect(rangeSliderError({})).toBeUndefined();
    expect(rangeSliderError({ value: 7 })).toBeUndefined();
    expect(rangeSliderError({ max: 10, step: 3 })).toBe('max und step passen nicht zusammen');
    expect(rangeSliderError({ max: 10, step: 2, value: 3 })).toBe('value und step passen nicht zusammen');
    expect(rangeSliderError({ max: 10, step: 3, value: 4 })).toBe('max und step passen nicht zusammen');
  });

  it('rechnet mit Dezimalschritten ohne Rundungsfehler', () => {
    expect(rangeSliderError({ max: 5, step: 0.5, value: 2.5 })).toBeUndefined();
    expect(rangeSliderError({ max: 1, step: 0.1, value: 0.3 })).toBeUndefined();
    expect(rangeSliderError({ max: 0.7, step: 0.1, value: 0.7 })).toBeUndefined();
    expect(rangeSliderError({ max: 5, step: 0.5, value: 2.25 })).toBe('value und step passen nicht zusammen');
    expect(rangeSliderError({ max: 5.2, step: 0.5 })).toBe('max und step passen nicht zusammen');
  });
});

describe('RangeSlider', () => {
  it('ist per Tastatur bedienbar und speichert den Wert', async () => {
    const user = userEvent.setup();
    const speichern = formular(<RangeSlider source="laufzeit" label="Laufzeit" unit="Jahre" min={1} max={5} />, { laufzeit: 2 });
    const regler = screen.getByRole('slider', { name: 'Laufzeit' });
    expect(regler).toHaveAttribute('aria-valuenow', '2');
    expect(regler).toHaveAttribute('aria-valuetext', '2 Jahre');
    expect(regler).toHaveAttribute('min', '1');
    expect(regler).toHaveAttribute('max', '5');
    const beschriftung = screen.getByText('Laufzeit').parentElement!;
    expect(beschriftung).toHaveTextContent('Laufzeit: 2 Jahre');
    regler.focus();
    await user.keyboard('{ArrowRight}');
    expect(regler).toHaveAttribute('aria-valuenow', '3');
    expect(beschriftung).toHaveTextContent('Laufzeit: 3 Jahre');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(speichern).toHaveBeenCalledWith(expect.objectContaining({ laufzeit: 3 }), expect.anything()));
  });

  it('nimmt 0, 10 und 1 als Vorgabe und schiebt in halben Schritten', async () => {
    const user = userEvent.setup();
    formular(
      <>
        <RangeSlider source="stufe" label="Stufe" />
        <RangeSlider source="anteil" label="Anteil" max={2} step={0.5} />
      </>,
    );
    const stufe = screen.getByRole('slider', { name: 'Stufe' });
    expect(stufe).toHaveAttribute('aria-valuenow', '0');
    expect(stufe).toHaveAttribute('max', '10');
    expect(stufe).toHaveAttribute('step', '1');
    screen.getByRole('slider', { name: 'Anteil' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('slider', { name: 'Anteil' })).toHaveAttribute('aria-valuenow', '1.5');
    expect(screen.getByText('Anteil').parentElement).toHaveTextContent('Anteil: 1,5');
    expect(screen.queryByText(/passen nicht zusammen/)).not.toBeInTheDocument();
  });

  it('zeigt die Fehler, wenn max oder der Wert nicht zu step passen', () => {
    formular(
      <>
        <RangeSlider source="a" label="A" max={10} step={3} />
        <RangeSlider source="b" label="B" max={10} step={2} />
      </>,
      { b: 3 },
    );
    expect(screen.getByText('max und step passen nicht zusammen')).toBeInTheDocument();
    expect(screen.getByText('value und step passen nicht zusammen')).toBeInTheDocument();
  });
});
