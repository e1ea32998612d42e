import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, useNotify } from 'react-admin';
import { HttpError } from '../../../src/api/http';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { RaNotifications } from '../../../src/ui/notifications/RaNotifications';
import { NotificationBar } from '../../../src/ui/notifications/NotificationBar';
import { meldungen } from '../../../src/ui/notifications/meldungsSpeicher';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationBar', () => {
  it("zeigt den Titel 'Fehler' mit der Meldung des Servers und der Fehlernummer", () => {
    render(<NotificationBar />);
    act(() => meldeHttpFehler(new HttpError('500 Internal Server Error', 500, { message: 'Interner Fehler', errorId: 'f3a9' })));
    const alarm = screen.getByRole('alert');
    expect(alarm.textContent).toMatch(/^Fehler/);
    expect(alarm).not.toHaveTextContent('HTTP Error');
    expect(alarm).toHaveTextContent('Interner Fehler Fehlernummer: f3a9');
  });

  it("fällt ohne Servermeldung auf 'Es ist ein Fehler aufgetreten.' zurück und blendet den Toast nach 3000 ms aus", () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<NotificationBar />);
    act(() => meldeHttpFehler(new HttpError('502 Bad Gateway', 502, '<html>')));
    expect(screen.getByRole('alert')).toHaveTextContent('Es ist ein Fehler aufgetreten.');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('blendet Erfolge nach 3 s aus und lässt Meldungen schließen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<NotificationBar />);
    act(() => void meldungen.melde('erfolg', 'Gespeichert'));
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => void meldungen.melde('info', 'Zum Schließen'));
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByText('Zum Schließen')).not.toBeInTheDocument();
  });
});

describe('Meldungen von react-admin', () => {
  function Ausloeser() {
    const notify = useNotify();
    return (
      <button
        onClick={() => {
          notify('Die Einladungen wurden gespeichert.', { type: 'success' });
          notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
          notify('500 Internal Server Error', { type: 'error' });
        }}
      >
        Melden
      </button>
    );
  }

  it('übernimmt jede Meldung einmal, übersetzt sie und lässt die nackte Statuszeile weg', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <RaNotifications />
        <NotificationBar />
        <Ausloeser />
      </AdminContext>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Melden' }));
    expect(await screen.findByText('Die Einladungen wurden gespeichert.')).toBeInTheDocument();
    expect(await screen.findByText('Element wurde aktualisiert')).toBeInTheDocument();
    expect(screen.queryByText('500 Internal Server Error')).not.toBeInTheDocument();
    expect(meldungen.aktuelle()).toHaveLength(2);
  });
});
