import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Without an icon of its own a browser asks every visit for /favicon.ico, which the server does not have: a 404 in
// every console, and a tab without a sign.
describe('Symbol des Browser-Tabs', () => {
  it('nennt index.html ein Symbol, das der Build mitliefert', () => {
    const seite = fs.readFileSync(path.resolve('index.html'), 'utf8');
    const href = /<link rel="icon" type="image\/svg\+xml" href="\/([^"]+)"/.exec(seite)?.[1];
    expect(href).toBeDefined();
    const symbol = fs.readFileSync(path.resolve('public', href!), 'utf8');
    expect(symbol).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
  });
});
