import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { resumeSession } from '../authProvider';
import { App } from './App';
import { beobachteAktualisierungen } from './ui/fehler/aktualisierung';
import { installiereFehlerprotokoll } from './ui/fehler/fehlerprotokoll';

// Timers do not survive a reload, the stored sign-in does: restart refresh and keep-alive for it.
resumeSession();
installiereFehlerprotokoll();
beobachteAktualisierungen();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
