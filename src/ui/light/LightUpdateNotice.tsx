import { useEffect, useRef, useSyncExternalStore } from 'react';
import { aktualisierung, VERALTET_TEXT } from '../errors/aktualisierung';

/**
 * UpdateNotice where MUI is not loaded (the login route). It must not need MUI: after a new deployment
 * the old build's MUI chunk may be gone, and asking to reload is what this question is for.
 */
export function LightUpdateNotice({ neuLaden = () => window.location.reload() }: { neuLaden?: () => void }) {
  const offen = useSyncExternalStore(aktualisierung.abonniere, aktualisierung.noetig, aktualisierung.noetig);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (offen && !d.open) d.showModal();
    if (!offen && d.open) d.close();
  }, [offen]);
  return (
    <dialog ref={dialog} className="l-dialog" aria-labelledby="neue-version" onCancel={aktualisierung.zurueckstellen}>
      <h2 id="neue-version">Neue Version verfügbar</h2>
      <p>{VERALTET_TEXT}</p>
      <p>Möchten Sie die Seite jetzt neu laden? Nicht gespeicherte Eingaben gehen dabei verloren.</p>
      <div className="l-knoepfe">
        <button type="button" className="l-knopf l-knopf-text" onClick={aktualisierung.zurueckstellen}>
          Später
        </button>
        <button type="button" className="l-knopf l-knopf-voll" onClick={neuLaden} autoFocus>
          Neu laden
        </button>
      </div>
    </dialog>
  );
}
