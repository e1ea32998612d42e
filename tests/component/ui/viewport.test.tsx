import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNarrowerThan } from '../../../src/ui/viewport/useNarrowerThan';
import { fensterMitBreite } from './fensterBreite';

function Ansicht() {
  return <p>{useNarrowerThan('sm') ? 'Karten' : 'Tabelle'}</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Fensterbreite', () => {
  it('zeigt auf einem Telefon von Anfang an Karten, auf dem Bildschirm eine Tabelle', () => {
    fensterMitBreite(360);
    const { unmount } = render(<Ansicht />);
    expect(screen.getByText('Karten')).toBeInTheDocument();
    unmount();
    fensterMitBreite(1280);
    render(<Ansicht />);
    expect(screen.getByText('Tabelle')).toBeInTheDocument();
  });

  it('wechselt erst, wenn die Breite 200 ms geruht hat', () => {
    vi.useFakeTimers();
    const setzeBreite = fensterMitBreite(1280);
    render(<Ansicht />);
    act(() => setzeBreite(500));
    act(() => vi.advanceTimersByTime(150));
    act(() => setzeBreite(700));
    act(() => setzeBreite(400));
    act(() => vi.advanceTimersByTime(199));
    expect(screen.getByText('Tabelle')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Karten')).toBeInTheDocument();
    act(() => setzeBreite(1000));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Tabelle')).toBeInTheDocument();
  });
});
