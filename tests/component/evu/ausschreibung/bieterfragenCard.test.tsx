import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { vergabeApi } from '../../../../src/api/vergabe';
import { BieterfragenCard } from '../../../../src/evu/ausschreibung/BieterfragenCard';
import { i18nProvider } from '../../../../src/i18n/i18nProvider';

describe('Bieterfragen des EVU', () => {
  it('stellt eine Frage bei einem Doppelklick nur einmal und sperrt den Knopf, bis der Server geantwortet hat', async () => {
    const user = userEvent.setup();
    vi.spyOn(vergabeApi, 'evuFragen').mockResolvedValue([]);
    let antworte: (v: { id: number }) => void = () => undefined;
    const stellen = vi.spyOn(vergabeApi, 'frageStellen').mockImplementation(() => new Promise((r) => (antworte = r)));
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <BieterfragenCard a={{ id: 3, status: 1, angebotsfrist: '2099-12-01T10:00:00.000Z' }} />
      </AdminContext>,
    );
    await user.type(await screen.findByRole('textbox'), 'Gilt der Preis auch für 2028?');
    // Two clicks in one go, as a quick double click arrives before React Query has reported the first request.
    const knopf = screen.getByRole('button', { name: 'Frage stellen' });
    fireEvent.click(knopf);
    fireEvent.click(knopf);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Frage stellen' })).toBeDisabled());
    expect(stellen).toHaveBeenCalledTimes(1);
    antworte({ id: 1 });
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(''));
    expect(stellen).toHaveBeenCalledTimes(1);
  });
});
