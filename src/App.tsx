import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useAuthentifizierung } from './api/auth';
import { startseiteFuer } from './domain/rollen';
import { ActivateUserPage } from './member/ActivateUserPage';
import { ChangePasswordPage } from './member/ChangePasswordPage';
import { EmailBestaetigenPage } from './member/EmailBestaetigenPage';
import { LoginPage } from './member/LoginPage';
import { RecoverNamePage } from './member/RecoverNamePage';
import { RecoverPasswordPage } from './member/RecoverPasswordPage';
import { TokenPasswordPage } from './member/TokenPasswordPage';

// Rarely visited member pages load on demand; the QR code library comes with them.
const SitzungenPage = lazy(() => import('./member/SitzungenPage').then((m) => ({ default: m.SitzungenPage })));
const ZweiteFaktorenPage = lazy(() => import('./member/ZweiteFaktorenPage').then((m) => ({ default: m.ZweiteFaktorenPage })));
import { ForbiddenPage } from './shell/ForbiddenPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { Guard } from './shell/Guard';
import { Shell } from './shell/Shell';
import { Fehlergrenze } from './ui/fehler/Fehlergrenze';

// Each area is its own chunk: the login page does not download react-admin.
const AdministratorApp = lazy(() => import('./admin/AdministratorApp'));
const KundeApp = lazy(() => import('./kunde/KundeApp'));
const EvuApp = lazy(() => import('./evu/EvuApp'));
const PublicPage = lazy(() => import('./shell/PublicPage'));
const MusterPage = lazy(() => import('./ui/muster/MusterPage'));

function Laden() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }} role="status" aria-label="Lade...">
      <CircularProgress />
    </Box>
  );
}

/** '/app' ("Mein Konto"): the signed-in user's start page, else the login. */
function MeinKonto() {
  const auth = useAuthentifizierung();
  return <Navigate to={auth ? startseiteFuer(auth.roles) : '/'} replace />;
}

/** The route table of SPEC.md section 2. */
export function App() {
  // One error boundary per area: leaving a crashed area for another one starts afresh.
  const bereich = useLocation().pathname.split('/')[1] ?? '';
  return (
    <Shell>
      <Fehlergrenze key={bereich}>
        <Suspense fallback={<Laden />}>
          <Routes>
            <Route index element={<LoginPage />} />
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
                  <MusterPage />
                </Guard>
              }
            />
            <Route path="kunde/*" element={<KundeApp />} />
            <Route path="evu/*" element={<EvuApp />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Fehlergrenze>
    </Shell>
  );
}
