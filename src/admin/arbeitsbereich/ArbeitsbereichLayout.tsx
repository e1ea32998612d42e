import type { ReactNode } from 'react';
import { AreaLayout } from '../../shell/AreaLayout';
import { Arbeitsbereich } from './Arbeitsbereich';

/** The administrator area's layout: the portal's area layout inside the workspace, the tabs above the page. */
export function ArbeitsbereichLayout({ children }: { children?: ReactNode }) {
  return (
    <Arbeitsbereich>
      <AreaLayout>{children}</AreaLayout>
    </Arbeitsbereich>
  );
}
