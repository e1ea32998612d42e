import { describe, expect, it } from 'vitest';
import { themeFuer } from '../../../src/ui/theme';

describe('Thema', () => {
  it('schaltet die Übergänge ab, wenn das System weniger Bewegung wünscht', () => {
    const ruhig = themeFuer({ wenigBewegung: true });
    expect(ruhig.transitions.create(['opacity', 'transform'])).toBe('none');
    expect(ruhig.transitions.duration.enteringScreen).toBe(0);
    expect(ruhig.transitions.duration.leavingScreen).toBe(0);
  });

  it('lässt sie sonst, wie MUI sie vorsieht', () => {
    const bewegt = themeFuer({ wenigBewegung: false });
    expect(bewegt.transitions.create('opacity')).toMatch(/^opacity \d+ms/);
    expect(bewegt.transitions.duration.enteringScreen).toBe(225);
  });
});
