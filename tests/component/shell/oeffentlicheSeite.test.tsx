import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OEFFENTLICHE_SEITEN } from '../../../domain/api/seiten';
import PublicPage from '../../../src/shell/PublicPage';
import { mitRouter } from './hilfen';

/** The server's answer for a page: the Markdown file from content/seiten/ as it is delivered. */
function liefereSeite(slug: string) {
  const seite = OEFFENTLICHE_SEITEN.find((s) => s.slug === slug)!;
  const markdown = fs.readFileSync(path.resolve('content/seiten', `${slug}.md`), 'utf8');
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ slug, titel: seite.titel, markdown })));
}

describe('Öffentliche Seiten, wie Besucher sie sehen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('zeigt im Impressum die Anschrift Zeile für Zeile und keinen Hinweis an den Betreiber', async () => {
    liefereSeite('impressum');
    mitRouter(<PublicPage />, '/seite/impressum', [{ pfad: '/seite/:slug', element: <PublicPage /> }]);
    await screen.findByRole('heading', { level: 1, name: 'Impressum' });
    const anschrift = screen.getByText('Muster Energiemakler GmbH').closest('p')!;
    expect(anschrift.innerHTML.split('<br>').map((z) => z.replace(/<[^>]+>/g, '').trim())).toEqual(['Muster Energiemakler GmbH', 'Musterstraße 1', '10115 Berlin']);
    expect(document.body).not.toHaveTextContent(/content\/seiten|PUBLIC_SITE_URL|Betreiber/);
  });

  it.each(OEFFENTLICHE_SEITEN.map((s) => s.slug))('spricht auf „%s“ Besucher an, nicht den Betreiber der Installation', async (slug) => {
    liefereSeite(slug);
    mitRouter(<PublicPage />, `/seite/${slug}`, [{ pfad: '/seite/:slug', element: <PublicPage /> }]);
    await screen.findByRole('heading', { level: 1 });
    expect(document.body).not.toHaveTextContent(/content\/seiten|PUBLIC_SITE_URL|\.md\b/);
  });
});
