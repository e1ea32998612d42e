import { createContext, useContext } from 'react';

/** Where the member framework sends people: the login, the page for a missing role, the landing without a role. */
export interface MitgliedPfade {
  login: string;
  verboten: string;
  startseite: string;
}

/** The member framework's own defaults (SPEC.md section 2), each overridable. */
export const STANDARD_MITGLIEDPFADE: MitgliedPfade = { login: '/member/login', verboten: '/forbidden', startseite: '/' };

export const mitgliedPfade = (abweichend: Partial<MitgliedPfade> = {}): MitgliedPfade => ({ ...STANDARD_MITGLIEDPFADE, ...abweichend });

/** The portal's: its login page is the start page '/' (SPEC.md section 2, "The login path is '/'"). */
export const PORTAL_PFADE = mitgliedPfade({ login: '/' });

const Kontext = createContext<MitgliedPfade>(STANDARD_MITGLIEDPFADE);

/** Sets the paths for everything below it; without it the framework's defaults apply. */
export const MitgliedPfadeProvider = Kontext.Provider;

export const useMitgliedPfade = () => useContext(Kontext);
