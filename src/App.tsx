import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { darfZugreifen, landingAfterLogin, loginPathFor, useAuthentifizierung, useMitgliedPfade } from './api/auth';
import type { Rolle } from '../domain/rollen';
import { LoginPage } from './mitglied/LoginPage';
import { Guard } from './shell/Guard';
import { LightFrame } from './shell/light/LightFrame';
import { LightHeader } from './shell/light/LightHeader';
import { lazyPage } from './shell/lazyPage';
import { lazyPreloadable } from './shell/lazyPreloadable';
import { ladePortal } from './shell/light/ladePortal';

// The login route is all a visitor needs first: the MUI shell and every other page load with the first other route.
const Portal = lazy(ladePortal);
const ChangePasswordPage = lazy(() => import('./mitglied/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));
const ForbiddenPage = lazy(() => import('./shell/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));
const NotFoundPage = lazy(() => import('./shell/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
// Each area is its own chunk: the login page does not download react-admin.
const AdministratorApp = lazyPreloadable(() => import('./admin/AdministratorApp'));
const KundeApp = lazyPreloadable(() => import('./kunde/KundeApp'));
const EvuApp = lazyPreloadable(() => import('./evu/EvuApp'));
const BEREICHE: Record<string, { rolle: Rolle; App: { preload(): void } }> = {
  administrator: { rolle: 'Administrator', App: AdministratorApp },
  kunde: { rolle: 'Kunde', App: KundeApp },
  evu: { rolle: 'EVU', App: EvuApp },
};

/**
 * Opened directly (a reload, a bookmark), an area's page would wait for three chunks one after the other: the
 * entry, the portal, the area. Started here before the first render, the portal and the signed-in user's area
 * download side by side with nothing waiting on the entry's rendering.
 */
export function preloadFor(pfad: string) {
  if (pfad === '/') return;
  void ladePortal();
  const name = pfad.split('/')[1] ?? '';
  // Own keys only: '/constructor' names no area.
  const bereich = Object.hasOwn(BEREICHE, name) ? BEREICHE[name] : undefined;
  if (bereich && darfZugreifen([bereich.rolle])) bereich.App.preload();
}
const PatternsPage = lazy(() => import('./ui/patterns/PatternsPage'));

// The pages that talk to the API outside the areas load on demand; the QR code library comes with its page.
const RecoverPasswordPage = lazyPage(() => import('./mitglied/RecoverPasswordPage').then((m) => m.RecoverPasswordPage));
const RecoverNamePage = lazyPage(() => import('./mitglied/RecoverNamePage').then((m) => m.RecoverNamePage));
const TokenPasswordPage = lazyPage(() => import('./mitglied/TokenPasswordPage').then((m) => m.TokenPasswordPage));
const ActivateUserPage = lazyPage(() => import('./mitglied/ActivateUserPage').then((m) => m.ActivateUserPage));
const EmailBestaetigenPage = lazyPage(() => import('./mitglied/EmailBestaetigenPage').then((m) => m.EmailBestaetigenPage));
const SitzungenPage = lazyPage(() => import('./mitglied/SitzungenPage').then((m) => m.SitzungenPage));
const ZweiteFaktorenPage = lazyPage(() => import('./mitglied/ZweiteFaktorenPage').then((m) => m.ZweiteFaktorenPage));
const PublicPage = lazyPage(() => import('./shell/PublicPage').then((m) => m.default));

/** '/app' ("Mein Konto"): the signed-in user's start page, else the login. */
function MeinKonto() {
  const auth = useAuthentifizierung();
  const pfade = useMitgliedPfade();
  return <Navigate to={auth ? landingAfterLogin(auth.roles, null, pfade) : loginPathFor(null, pfade)} replace />;
}

/** The route table of SPEC.md section 2. */
export function App() {
  return (
    <Routes>
      <Route
        index
        element={
          <LightFrame>
            <LoginPage />
          </LightFrame>
        }
      />
      <Route
        path="*"
        element={
          // Until the portal's code is there, the plain header stands where MUI's will: the page shows at once.
          <Suspense fallback={<LightHeader />}>
            <Portal>
              <Routes>
                <Route path="change-password-with-token" element={<TokenPasswordPage />} />
                <Route path="recover-password" element={<RecoverPasswordPage />} />
                <Route path="recover-name" element={<RecoverNamePage />} />
                <Route path="activate-user" element={<ActivateUserPage />} />
                <Route path="confirm-email" element={<EmailBestaetigenPage />} />
                <Route
                  path="change-password"
                  element={
                    <Guard>
                      <ChangePasswordPage />
                    </Guard>
                  }
                />
                <Route path="sitzungen" element={<Guard><SitzungenPage /></Guard>} />
                <Route path="zweiter-faktor" element={<Guard><ZweiteFaktorenPage /></Guard>} />
                <Route path="app" element={<MeinKonto />} />
                {/* PORTAL_PFADE keeps the framework's '/forbidden'; the table names its paths literally so tests can read it. */}
                <Route path="forbidden" element={<ForbiddenPage />} />
                <Route path="seite/:slug" element={<PublicPage />} />
                <Route
                  path="administrator/*"
                  element={
                    <Guard rollen={['Administrator']}>
                      <AdministratorApp />
                    </Guard>
                  }
                />
                <Route
                  path="ui"
                  element={
                    <Guard rollen={['Administrator']}>
                      <PatternsPage />
                    </Guard>
                  }
                />
                <Route path="kunde/*" element={<KundeApp />} />
                <Route path="evu/*" element={<EvuApp />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Portal>
          </Suspense>
        }
      />
    </Routes>
  );
}
