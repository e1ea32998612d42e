import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Fehlergrenze } from '../ui/fehler/Fehlergrenze';
import { Laden } from './Laden';
import { Shell } from './Shell';

/** Every route but the login: the MUI shell, one error boundary per area, a spinner while a page's code loads. */
export default function Portal({ children }: { children: ReactNode }) {
  // Leaving a crashed area for another one starts afresh.
  const bereich = useLocation().pathname.split('/')[1] ?? '';
  return (
    <Shell>
      <Fehlergrenze key={bereich}>
        <Suspense fallback={<Laden />}>{children}</Suspense>
      </Fehlergrenze>
    </Shell>
  );
}
