import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useBasename } from 'react-admin';
import Box from '@mui/material/Box';
import { getAuthentifizierung, subscribe } from '../../api/auth';
import { ArbeitsbereichContext } from './ArbeitsbereichContext';
import { erzeugeArbeitsbereichSpeicher } from './arbeitsbereichSpeicher';
import { ArbeitsbereichTabs } from './ArbeitsbereichTabs';
import { TabTitles } from './TabTitles';
import { useEintragsWaechter } from './useEintragsWaechter';
import { useCloseTab } from './useCloseTab';

/** sessionStorage key of an area's workspace. */
const arbeitsbereichAblage = (basename: string) => `ARBEITSBEREICH${basename}`;

/**
 * The tabbed workspace of SPEC.md section 4: every record route of the area is a tab, at most five, with their
 * drafts kept across tab changes and reloads. A refused sixth record is not rendered at all.
 */
export function Arbeitsbereich({ children }: { children: ReactNode }) {
  const basename = useBasename();
  const [speicher] = useState(() =>
    erzeugeArbeitsbereichSpeicher({ ablageSchluessel: arbeitsbereichAblage(basename), login: getAuthentifizierung()?.login ?? null }),
  );
  // Signing out ends the session's work (SPEC.md: logout clears session storage): the drafts go with it.
  useEffect(
    () =>
      subscribe(() => {
        if (!getAuthentifizierung()) speicher.beende();
      }),
    [speicher],
  );
  const { eintrag, abgelehnt } = useEintragsWaechter(speicher);
  const { schliesse, dialoge } = useCloseTab(speicher, eintrag?.schluessel);
  const wert = useMemo(() => ({ speicher, schliesse }), [speicher, schliesse]);
  return (
    <ArbeitsbereichContext.Provider value={wert}>
      <ArbeitsbereichTabs speicher={speicher} aktiv={eintrag?.schluessel} onSchliesse={schliesse} />
      <TabTitles speicher={speicher} aktiv={eintrag?.schluessel} />
      <Box role={eintrag ? 'tabpanel' : undefined} aria-labelledby={eintrag ? `reiter-${eintrag.schluessel}-titel` : undefined}>
        {abgelehnt ? null : children}
      </Box>
      {dialoge}
    </ArbeitsbereichContext.Provider>
  );
}
