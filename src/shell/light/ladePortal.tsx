import { useEffect } from 'react';
import { istLadefehler, meldeLadefehler, VERALTET_TEXT } from '../../ui/errors/aktualisierung';
import { LightFrame } from './LightFrame';
import { ladePortalCode } from '../../bereiche';

/** What shows instead of the portal when its code is gone: a new deployment replaced it. */
function PortalVeraltet() {
  return (
    <LightFrame>
      <section className="l-karte">
        <h1>Neue Version verfügbar</h1>
        <p>{VERALTET_TEXT}</p>
        <button type="button" className="l-knopf l-knopf-voll" onClick={() => window.location.reload()}>
          Neu laden
        </button>
      </section>
    </LightFrame>
  );
}

/**
 * The MUI shell with every route but the login: loaded on the first other route, and from the login page as soon
 * as someone types or clicks there (useLadePortalBeiEingabe), so that the page after signing in does not wait for it.
 */
export const ladePortal = () =>
  ladePortalCode().catch((fehler: unknown) => {
    if (!istLadefehler(fehler)) throw fehler;
    meldeLadefehler(fehler);
    return { default: PortalVeraltet };
  });

/**
 * Loads the portal once someone types or clicks on the page. Not on idle: evaluating MUI right after the login
 * page shows would block a phone's main thread while nobody waits for it.
 */
export function useLadePortalBeiEingabe() {
  useEffect(() => {
    const optionen = { capture: true } as const;
    // Once: a missing chunk asks to reload once, not again on the click that answers "Später".
    const laden = () => {
      ab();
      void ladePortal();
    };
    const ab = () => {
      window.removeEventListener('keydown', laden, optionen);
      window.removeEventListener('pointerdown', laden, optionen);
    };
    window.addEventListener('keydown', laden, optionen);
    window.addEventListener('pointerdown', laden, optionen);
    return ab;
  }, []);
}
