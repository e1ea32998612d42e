import type { ReactNode } from 'react';
import { LightIcon } from './LightIcon';

/** MUI's standard Alert in plain HTML; an error is announced at once (role="alert"). */
export function LightNotice({ art, children }: { art: 'fehler' | 'info'; children: ReactNode }) {
  return (
    <div className={`l-hinweis l-hinweis-${art}`} role={art === 'fehler' ? 'alert' : undefined}>
      <LightIcon name={art} />
      <div>{children}</div>
    </div>
  );
}
