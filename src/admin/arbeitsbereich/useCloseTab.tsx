import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useBasename, useResourceDefinitions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { UnsavedChangesDialog, type UnsavedChangesChoice } from '../../ui/dialogs/UnsavedChangesDialog';
import { UnclosableDialog } from '../../ui/dialogs/UnclosableDialog';
import type { ArbeitsbereichSpeicher } from './arbeitsbereichSpeicher';
import { listenPfad } from './eintragsRoute';

export const NICHT_GESPEICHERT =
  'Die Änderungen konnten nicht gespeichert werden. Bitte prüfen Sie die markierten Felder. Mit „Minimieren“ bleibt der Eintrag mit Ihren Änderungen geöffnet.';

/** How long a tab's edit form may take to load before saving it counts as failed. */
const FORMULAR_WARTEZEIT_MS = 10_000;

interface Frage {
  art: 'speichern' | 'nichtSchliessbar';
  schluessel: string;
  titel?: string;
  offen: boolean;
}

/**
 * Closing a tab (SPEC.md section 4). Unsaved changes ask 'Änderungen speichern?': saving submits the tab's
 * own edit form (its validation, its transform, the server's field errors on the fields) and closes only when
 * the server accepted it; otherwise 'Eintrag kann nicht geschlossen werden', where minimizing keeps the tab and
 * its changes and returns to the list. Closing the tab on screen moves to its neighbour, else to the list.
 */
export function useCloseTab(speicher: ArbeitsbereichSpeicher, aktiv: string | undefined): { schliesse: (schluessel: string) => void; dialoge: ReactNode } {
  const navigate = useNavigate();
  const basename = useBasename();
  const definitionen = useResourceDefinitions();
  // The question keeps its name while the dialog fades out.
  const [frage, setFrage] = useState<Frage>();
  // Read after a save has awaited the server: the tab on screen may have changed meanwhile.
  const aktivRef = useRef(aktiv);
  aktivRef.current = aktiv;
  // A tab whose save is on its way is not asked about twice.
  const imSpeichern = useRef(new Set<string>());
  const listeVon = useCallback((resource: string) => listenPfad(resource, basename, definitionen), [basename, definitionen]);

  const entferne = useCallback(
    (schluessel: string) => {
      const alle = speicher.alle();
      const index = alle.findIndex((r) => r.schluessel === schluessel);
      const reiter = alle[index];
      if (!reiter) return;
      if (aktivRef.current === schluessel) {
        const nachbar = alle[index + 1] ?? alle[index - 1];
        navigate(nachbar ? nachbar.pfad : listeVon(reiter.resource));
      }
      speicher.entferne(schluessel);
    },
    [listeVon, navigate, speicher],
  );

  const schliesse = useCallback(
    (schluessel: string) => {
      const reiter = speicher.finde(schluessel);
      if (!reiter || imSpeichern.current.has(schluessel)) return;
      if (reiter.geaendert) setFrage({ art: 'speichern', schluessel, titel: reiter.titel, offen: true });
      else entferne(schluessel);
    },
    [entferne, speicher],
  );

  async function speichereUndSchliesse(schluessel: string, titel?: string) {
    const reiter = speicher.finde(schluessel);
    if (!reiter) return;
    imSpeichern.current.add(schluessel);
    try {
      let speichern = speicher.formular(schluessel);
      if (!speichern) {
        // The form is not on screen: open it (with its draft) and save it there, where the user sees what failed.
        navigate(speicher.entwurf(schluessel)?.pfad ?? reiter.pfad);
        speichern = await speicher.warteAufFormular(schluessel, FORMULAR_WARTEZEIT_MS);
      }
      const gespeichert = speichern ? await speichern().catch(() => false) : false;
      if (gespeichert) entferne(schluessel);
      else setFrage({ art: 'nichtSchliessbar', schluessel, titel, offen: true });
    } finally {
      imSpeichern.current.delete(schluessel);
    }
  }

  const entscheide = (entscheidung: UnsavedChangesChoice) => {
    if (!frage) return;
    setFrage({ ...frage, offen: false });
    if (entscheidung === 'verwerfen') entferne(frage.schluessel);
    else if (entscheidung === 'speichern') void speichereUndSchliesse(frage.schluessel, frage.titel);
  };

  const minimiere = () => {
    if (!frage) return;
    setFrage({ ...frage, offen: false });
    const reiter = speicher.finde(frage.schluessel);
    if (reiter) navigate(listeVon(reiter.resource));
  };

  const dialoge = (
    <>
      <UnsavedChangesDialog offen={frage?.art === 'speichern' && frage.offen} name={frage?.titel} onEntscheidung={entscheide} />
      <UnclosableDialog
        offen={frage?.art === 'nichtSchliessbar' && frage.offen}
        grund={NICHT_GESPEICHERT}
        onMinimieren={minimiere}
        onSchliessen={() => frage && setFrage({ ...frage, offen: false })}
      />
    </>
  );
  return { schliesse, dialoge };
}
