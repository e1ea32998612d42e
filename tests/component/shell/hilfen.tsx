import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { ReactElement } from 'react';
import { AUTHENTICATION_KEY } from '../../../authProvider/index';

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

export function mitRouter(element: ReactElement, start = '/', weitere: { pfad: string; element: ReactElement }[] = []) {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route path="/" element={element} />
        {weitere.map((w) => (
          <Route key={w.pfad} path={w.pfad} element={w.element} />
        ))}
        <Route path="*" element={<Ort />} />
      </Routes>
    </MemoryRouter>,
  );
}
