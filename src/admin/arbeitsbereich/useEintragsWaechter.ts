import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useBasename, useResourceDefinitions } from 'react-admin';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { melde } from '../../ui/notifications/useMeldung';
import { MAX_REITER, reiterSchluessel, type ArbeitsbereichSpeicher } from './arbeitsbereichSpeicher';
import { findeEintragsRoute, listenPfad, type EintragsRoute } from './eintragsRoute';

export const LIMIT_TEXT = `Es können höchstens ${MAX_REITER} Einträge gleichzeitig geöffnet sein. Bitte schließen Sie zuerst einen Reiter.`;

/**
 * Turns record routes into tabs. A refused sixth record is known while rendering, so its page is never rendered
 * nor loaded; the user is told why and taken back. A new tab opens before paint, so it is there (and active)
 * when the record's page first shows. Each location is handled once, so closing the tab of the page on screen
 * does not open it again on the way to the next one.
 */
export function useEintragsWaechter(speicher: ArbeitsbereichSpeicher): { eintrag?: EintragsRoute & { schluessel: string }; abgelehnt: boolean } {
  const location = useLocation();
  // Before our layout effect: react-router only navigates once its own layout effect has run.
  const navigate = useNavigate();
  const navigationsArt = useNavigationType();
  const basename = useBasename();
  const definitionen = useResourceDefinitions();
  const reiter = useSyncExternalStore(speicher.abonniere, speicher.alle, speicher.alle);
  const route = findeEintragsRoute(location.pathname, basename, definitionen);
  const eintrag = route && { ...route, schluessel: reiterSchluessel(route.resource, route.id) };
  const offen = !!eintrag && reiter.some((r) => r.schluessel === eintrag.schluessel);
  const abgelehnt = !!eintrag && !offen && reiter.length >= MAX_REITER;

  // react-admin registers its resources in an effect: until then no route can be told to be a record.
  const bekannt = Object.keys(definitionen).length > 0;
  const bearbeitet = useRef<string | null>(null);
  const vorher = useRef<{ schluessel?: string; pfad: string } | null>(null);

  useLayoutEffect(() => {
    if (!bekannt || bearbeitet.current === location.key) return;
    bearbeitet.current = location.key;
    const pfad = location.pathname + location.search;
    const bisher = vorher.current;
    if (!eintrag) {
      vorher.current = { pfad };
      return;
    }
    const vorhanden = speicher.finde(eintrag.schluessel);
    if (vorhanden) {
      // Opening a record that has its tab (a list row, a link) brings back the tab as it was left, e.g. its
      // edit form with the changes; moving between show and edit inside the tab just moves the tab along.
      if (bisher?.schluessel !== eintrag.schluessel && eintrag.art === 'show' && vorhanden.pfad !== pfad) {
        navigate(vorhanden.pfad, { replace: true });
        return;
      }
      speicher.merkePfad(eintrag.schluessel, pfad);
    } else if (speicher.oeffne({ resource: eintrag.resource, id: eintrag.id, pfad }) === 'voll') {
      melde('warnung', LIMIT_TEXT);
      if (navigationsArt === 'PUSH' && bisher) navigate(-1);
      else navigate(bisher?.pfad ?? listenPfad(eintrag.resource, basename, definitionen), { replace: true });
      return;
    }
    vorher.current = { schluessel: eintrag.schluessel, pfad };
    // Only a new location is something to handle; everything else is read as it is at that moment.
  }, [location.key, bekannt]);

  return { eintrag: offen ? eintrag : undefined, abgelehnt };
}
