import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { meldungen } from '../../src/ui/notifications/meldungsSpeicher';
import { setzeFensterbreite } from './ui/fensterBreite';

// A lazily loaded area's first screen took longer than Testing Library's 1 s to appear on a loaded two-core
// machine (the Kunden list, while other projects ran beside it); a passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // The files share their modules and window (vitest.config.ts): the next test starts without this one's messages,
  // stubbed globals (a narrow window's matchMedia), spies and fake clock.
  act(() => meldungen.vergiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
  // A test that narrowed the window leaves the next one happy-dom's own width.
  setzeFensterbreite(1024);
});

// jsdom's Blob lacks arrayBuffer(), which every browser has: read through jsdom's FileReader instead.
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const leser = new FileReader();
      leser.onload = () => resolve(leser.result as ArrayBuffer);
      leser.onerror = () => reject(leser.error);
      leser.readAsArrayBuffer(this);
    });
  };
}
