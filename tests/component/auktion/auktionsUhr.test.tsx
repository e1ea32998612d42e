import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuktionsUhr } from '../../../src/auktion/AuktionsUhr';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

afterEach(() => vi.useRealTimers());

const JETZT = Date.UTC(2026, 11, 7, 9, 15, 24);

function zeige(endeIn: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(JETZT);
  const stand = new Date(JETZT).toISOString();
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <AuktionsUhr auktion={{ status: 'laeuft', beginn: new Date(JETZT - 600_000).toISOString(), ende: new Date(JETZT + endeIn).toISOString(), stand }} />
    </AdminContext>,
  );
}

describe('Uhr der Online-Auktion', () => {
  it('sagt dieselbe Restzeit, die sie zeigt: 04:06 sind „noch 4 Minuten“', () => {
    zeige(4 * 60_000 + 6_000);
    expect(screen.getByText('04:06')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/: noch 4 Minuten$/);
  });

  it('sagt in der letzten Minute „noch 1 Minute“', () => {
    zeige(30_000);
    expect(screen.getByText('00:30')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/: noch 1 Minute$/);
  });
});
