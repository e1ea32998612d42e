import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { resumeSession } from './api/auth';
import { App } from './App';
import { beobachteAktualisierungen } from './ui/errors/aktualisierung';
import { installiereFehlerprotokoll } from './ui/errors/fehlerprotokoll';

// Timers do not survive a reload, the stored sign-in does: restart refresh and keep-alive for it.
resumeSession();
installiereFehlerprotokoll();
beobachteAktualisierungen();

// A data router: react-admin's warning about unsaved changes (useBlocker) works only with one; the app's own
// <Routes> live below the one catch-all route.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// A transition renders the first tree in slices, yielding between them: on a slow phone one long task of the whole
// shell kept input waiting (Lighthouse's total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
