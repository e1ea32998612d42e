import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RestzeitChip } from '../../../src/ausschreibung/RestzeitChip';

const JETZT = Date.parse('2026-12-07T09:00:00.000Z');
const STUNDE = 3_600_000;
const frist = (stunden: number) => new Date(JETZT + stunden * STUNDE).toISOString();

describe('Restzeit einer Angebotsfrist in der Liste', () => {
  beforeEach(() => {
    // Only the date is fixed: the chip reads the time once when it appears.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(JETZT);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ist rot unter 48 Stunden', () => {
    render(<RestzeitChip angebotsfrist={frist(47)} status={1} />);
    const chip = screen.getByRole('timer');
    expect(chip).toHaveAccessibleName('Angebotsfrist: noch 1 Tag, 23 Stunden');
    expect(chip).toHaveClass('MuiChip-colorError');
  });

  it('bleibt ruhig ab 48 Stunden', () => {
    render(<RestzeitChip angebotsfrist={frist(49)} status={1} />);
    const chip = screen.getByRole('timer');
    expect(chip).toHaveTextContent('noch 2 Tage, 1 Stunde');
    expect(chip).not.toHaveClass('MuiChip-colorError');
    expect(chip).toHaveClass('MuiChip-colorDefault');
  });

  it('zeigt nichts, wenn keine Angebote mehr angenommen werden', () => {
    const { container } = render(<RestzeitChip angebotsfrist={frist(-5)} status={2} />);
    expect(container).toBeEmptyDOMElement();
  });
});
