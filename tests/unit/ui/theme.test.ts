import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeFuer } from '../../../src/ui/theme';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('Thema', () => {
  it('schaltet die Übergänge ab, wenn das System weniger Bewegung wünscht', () => {
    const ruhig = themeFuer({ wenigBewegung: true });
    expect(ruhig.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(ruhig.transitions.duration.enteringScreen).toBe(1);
    expect(ruhig.transitions.duration.leavingScreen).toBe(1);
    // Menus and selects ('auto'): by their height otherwise, 280 ms for 200 px.
    expect(ruhig.transitions.getAutoHeightDuration(400)).toBe(1);
    expect(ruhig.components?.MuiTouchRipple?.styleOverrides?.root).toEqual({ '& .MuiTouchRipple-childPulsate': { animation: 'none' } });
  });

  it('lässt sie sonst, wie MUI sie vorsieht', () => {
    const bewegt = themeFuer({ wenigBewegung: false });
    expect(bewegt.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(bewegt.transitions.duration.enteringScreen).toBe(225);
    expect(bewegt.transitions.getAutoHeightDuration(200)).toBeGreaterThan(100);
    expect(bewegt.components?.MuiTouchRipple).toBeUndefined();
  });

  it.each([
    [true, 'none'],
    [false, expect.stringMatching(/^opacity \d+ms/)],
  ])('fragt das System beim Laden (weniger Bewegung: %s)', async (reduziert, uebergang) => {
    const gefragt: string[] = [];
    vi.stubGlobal('matchMedia', (anfrage: string) => {
      gefragt.push(anfrage);
      return { matches: reduziert && anfrage === '(prefers-reduced-motion: reduce)' };
    });
    const { theme } = await import('../../../src/ui/theme');
    expect(gefragt).toEqual(['(prefers-reduced-motion: reduce)']);
    expect(theme.transitions.create('opacity')).toEqual(uebergang);
  });
});
