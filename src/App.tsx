import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { landingAfterLogin, loginPathFor, useAuthentifizierung, useMitgliedPfade } from './api/auth';
import { LoginPage } from './mitglied/LoginPage';
import { Guard } from './shell/Guard';
import { LightFrame } from './shell/light/LightFrame';
import { LightHeader } from './shell/light/LightHeader';
import { lazyPage } from './shell/lazyPage';
import { ladeAdministratorApp, ladeEvuApp, ladeKundeApp } from './bereiche';
import { ladePortal } from './shell/light/ladePortal';

// The login route is all a visitor needs first: the MUI shell and every other page load with the first other route.
const Portal = lazy(ladePortal);
const ChangePasswordPage = lazy(() => import('./mitglied/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));
const ForbiddenPage = lazy(() => import('./shell/ForbiddenPage').then((m) => ({ default: m.ForbiddenPage })));
const NotFoundPage = lazy(() => import('./shell/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const AdministratorApp = lazy(ladeAdministratorApp);
const KundeApp = lazy(ladeKundeApp);
const EvuApp = lazy(ladeEvuApp);
const PatternsPage = lazy(() => import('./ui/patterns/PatternsPage'));

// The pages that talk to the API outside the areas load on demand; the QR code library comes with its page.
const RecoverPasswordPage = lazyPage(() => import('./mitglied/RecoverPasswordPage').then((m) => m.RecoverPasswordPage));
const RecoverNamePage = lazyPage(() => import('./mitglied/RecoverNamePage').then((m) => m.RecoverNamePage));
const TokenPasswordPage = lazyPage(() => import('./mitglied/TokenPasswordPage').then((m) => m.TokenPasswordPage));
const ActivateUserPage = lazyPage(() => import('./mitglied/ActivateUserPage').then((m) => m.ActivateUserPage));
const EmailBestaetigenPage = lazyPage(() => import('./mitglied/EmailBestaetigenPage').then((m) => m.EmailBestaetigenPage));
const SitzungenPage = lazyPage(() => import('./mitglied/SitzungenPage').then((m) => m.SitzungenPage));
const BenachrichtigungenPage = lazyPage(() => import('./mitglied/BenachrichtigungenPage').then((m) => m.BenachrichtigungenPage));
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
                <Route path="benachrichtigungen" element={<Guard><BenachrichtigungenPage /></Guard>} />
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
