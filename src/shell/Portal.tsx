import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ui/errors/ErrorBoundary';
import { Loading } from './Loading';
import { Shell } from './Shell';

/** Every route but the login: the MUI shell, one error boundary per area, a spinner while a page's code loads. */
export default function Portal({ children }: { children: ReactNode }) {
  // Leaving a crashed area for another one starts afresh.
  const bereich = useLocation().pathname.split('/')[1] ?? '';
  return (
    <Shell>
      <ErrorBoundary key={bereich}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </ErrorBoundary>
    </Shell>
  );
}
