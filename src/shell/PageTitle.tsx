import { useEffect } from 'react';

export const PORTALNAME = 'Energieausschreibungsportal';

/** "Angebotsvergleich – Energieausschreibungsportal": the screen first, so a tab or a screen reader names it. */
export const pageTitle = (ueberschrift: string | null | undefined) => {
  const text = ueberschrift?.replace(/\s+/g, ' ').trim();
  return text ? `${text} – ${PORTALNAME}` : PORTALNAME;
};

/**
 * Keeps the page's <title> equal to the screen's heading (WCAG 2.4.2). Every screen names itself in its one
 * <h1> — react-admin views through their title, the others directly — so the title follows the heading as it
 * appears, changes (a record loaded) or goes, instead of each screen setting it by hand.
 */
export function PageTitle({ inhaltId }: { inhaltId: string }) {
  useEffect(() => {
    const inhalt = document.getElementById(inhaltId);
    if (!inhalt) return;
    const abgleichen = () => {
      const titel = pageTitle(inhalt.querySelector('h1')?.textContent);
      if (document.title !== titel) document.title = titel;
    };
    abgleichen();
    const beobachter = new MutationObserver(abgleichen);
    beobachter.observe(inhalt, { childList: true, subtree: true, characterData: true });
    return () => beobachter.disconnect();
  }, [inhaltId]);
  return null;
}
