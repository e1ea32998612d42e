import type { ReactNode } from 'react';
import { BereichsLayout } from '../../bereich/BereichsLayout';
import { Arbeitsbereich } from './Arbeitsbereich';

/** The administrator area's layout: the portal's area layout inside the workspace, the tabs above the page. */
export function ArbeitsbereichsLayout({ children }: { children?: ReactNode }) {
  return (
    <Arbeitsbereich>
      <BereichsLayout>{children}</BereichsLayout>
    </Arbeitsbereich>
  );
}
