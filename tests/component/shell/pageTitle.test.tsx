import { act, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageTitle } from '../../../src/shell/PageTitle';

function Seite() {
  const [titel, setTitel] = useState<string | null>('Ausschreibungen');
  return (
    <>
      <main id="inhalt">{titel !== null && <h1>{titel}</h1>}</main>
      <button onClick={() => setTitel('Gasausschreibung A-2026-00002')}>weiter</button>
      <button onClick={() => setTitel(null)}>leer</button>
      <PageTitle inhaltId="inhalt" />
    </>
  );
}

describe('Seitentitel', () => {
  it('folgt der Überschrift des Bildschirms und fällt ohne sie auf den Namen des Portals zurück', async () => {
    const { getByText } = render(<Seite />);
    expect(document.title).toBe('Ausschreibungen – Energieausschreibungsportal');
    act(() => getByText('weiter').click());
    await waitFor(() => expect(document.title).toBe('Gasausschreibung A-2026-00002 – Energieausschreibungsportal'));
    act(() => getByText('leer').click());
    await waitFor(() => expect(document.title).toBe('Energieausschreibungsportal'));
  });
});
