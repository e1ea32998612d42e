import type { ReactNode } from 'react';
import { TitlePortal } from 'react-admin';

/**
 * The areas' react-admin layout: no AppBar and no sidebar, because the shell's top bar is the navigation
 * (SPEC.md section 2). The title of the current view (react-admin's <Title>) becomes the page's heading.
 */
export function AreaLayout({ children }: { children?: ReactNode }) {
  return (
    <>
      <TitlePortal variant="h5" component="h1" sx={{ mb: 1, whiteSpace: 'normal' }} />
      {children}
    </>
  );
}
