import type { ReactNode } from 'react';

/**
 * The areas' react-admin layout: no AppBar and no sidebar, because the shell's top bar is the navigation
 * (SPEC.md section 2). react-admin renders its notifications around this.
 */
export function BereichsLayout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
