import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement, ReactNode } from 'react';
import { AUTHENTICATION_KEY, MitgliedPfadeProvider, PORTAL_PFADE } from '../../../src/api/auth';
import { createQueryClient } from '../../../src/api/queryClient';
import { meldeHttpFehler } from '../../../src/ui/notifications/useMeldung';

/** Puts a signed-in user into sessionStorage the way the auth store keeps it. */
export function angemeldetAls(rollen: string[], name = { vorname: 'Anna', nachname: 'Verwalter' }) {
  sessionStorage.setItem(
    AUTHENTICATION_KEY,
    JSON.stringify({
      access_token: 'a',
      refresh_token: 'r',
      login: 'test',
      ...name,
      roles: rollen,
      expires: new Date(Date.now() + 300_000).toISOString(),
      sessionId: 7,
      sessionTimeoutIdle: 1800,
    }),
  );
}

/** Shows where the router ended up, so a test can assert redirects. */
export function Ort() {
  const { pathname, search } = useLocation();
  return <output data-testid="ort">{pathname + search}</output>;
}

/** The member paths the portal's shell sets (login on '/'), for pieces tested outside the shell. */
export const ImPortal = ({ children }: { children: ReactNode }) => <MitgliedPfadeProvider value={PORTAL_PFADE}>{children}</MitgliedPfadeProvider>;

/** The page at `start` with a fresh query client of its own, as the app gives the pages outside its areas one. */
export function mitRouter(element: ReactElement, start = '/', weitere: { pfad: string; element: ReactElement }[] = []) {
  return render(
    <QueryClientProvider client={createQueryClient(meldeHttpFehler)}>
      <MemoryRouter initialEntries={[start]}>
        <Routes>
          <Route path="/" element={element} />
          {weitere.map((w) => (
            <Route key={w.pfad} path={w.pfad} element={w.element} />
          ))}
          <Route path="*" element={<Ort />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: ImPortal },
  );
}
