import { darfZugreifen } from './api/auth/permissions';
import { BEREICHE, ladePortalCode } from './bereiche';

/**
 * The second, small entry of index.html (async, beside index.js). Opened directly — a reload, a bookmark — a page
 * of an area needs the portal and the signed-in user's area. Asked for here, they download while index.js still
 * does, instead of after it has arrived and run: on a slow connection that was the longest wait of such a page.
 * The login page asks for nothing: its visitor may never sign in.
 * A chunk that fails to load here fails again where the app imports it, and is reported there.
 */
const pfad = window.location.pathname;
if (pfad !== '/') {
  ladePortalCode().catch(() => {});
  const name = pfad.split('/')[1] ?? '';
  // Own keys only: '/constructor' names no area.
  const bereich = Object.hasOwn(BEREICHE, name) ? BEREICHE[name as keyof typeof BEREICHE] : undefined;
  // Only the area the stored sign-in may open: a visitor sent to the login page would not use it.
  if (bereich && darfZugreifen([bereich.rolle])) bereich.laden().catch(() => {});
}
