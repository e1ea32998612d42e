import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MitgliedPfadeProvider, PORTAL_PFADE } from '../../api/auth';
import { LightUpdateNotice } from '../../ui/light/LightUpdateNotice';
import { PageTitle } from '../PageTitle';
import { RECHTS_LINKS } from '../navigation';
import { LightHeader } from './LightHeader';
import '../../ui/light/light.css';

/**
 * Shell.tsx for the login route without MUI: skip link, header, the page, footer, the page title and the question
 * after a new deployment. Signed out there is no role navigation and no message to show.
 */
export function LightFrame({ children }: { children: ReactNode }) {
  // Shell's ScrollToTop scrolls on every navigation; this frame is new on each visit of its route.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <MitgliedPfadeProvider value={PORTAL_PFADE}>
      <div className="l-seite">
        <a href="#inhalt" className="l-sprung">
          Zum Inhalt springen
        </a>
        <LightHeader />
        <main id="inhalt" tabIndex={-1} className="l-inhalt">
          {children}
        </main>
        <footer className="l-fuss">
          <nav aria-label="Rechtliches">
            {RECHTS_LINKS.map((l) => (
              <Link key={l.pfad} to={l.pfad} className="l-link">
                {l.label}
              </Link>
            ))}
          </nav>
        </footer>
        <PageTitle inhaltId="inhalt" />
        <LightUpdateNotice />
      </div>
    </MitgliedPfadeProvider>
  );
}
