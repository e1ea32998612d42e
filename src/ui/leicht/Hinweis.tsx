import type { ReactNode } from 'react';
import { Symbol } from './Symbol';

/** MUI's standard Alert in plain HTML; an error is announced at once (role="alert"). */
export function Hinweis({ art, children }: { art: 'fehler' | 'info'; children: ReactNode }) {
  return (
    <div className={`l-hinweis l-hinweis-${art}`} role={art === 'fehler' ? 'alert' : undefined}>
      <Symbol name={art} />
      <div>{children}</div>
    </div>
  );
}
