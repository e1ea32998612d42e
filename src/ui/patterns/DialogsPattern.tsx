import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { UnsavedChangesDialog } from '../dialogs/UnsavedChangesDialog';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { DialogFrame } from '../dialogs/DialogFrame';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { UnclosableDialog } from '../dialogs/UnclosableDialog';
import { Abschnitt, Ergebnis } from './Abschnitt';

type Offen = 'speichern' | 'nichtSchliessbar' | 'loeschen' | 'bestaetigen' | 'fenster' | null;

export const BEISPIEL_NAME = 'AS-2026-0001';

export function DialogsPattern() {
  const [offen, setOffen] = useState<Offen>(null);
  const [ergebnis, setErgebnis] = useState('');
  const schliesse = (text: string) => {
    setOffen(null);
    setErgebnis(`Zuletzt gewählt: ${text}`);
  };
  return (
    <Abschnitt id="dialoge" titel="Dialoge" beschreibung="Escape oder das Kreuz schließen jeden Dialog; der Fokus kehrt danach zum auslösenden Knopf zurück.">
      <Stack direction="row" flexWrap="wrap" useFlexGap gap={1}>
        <Button variant="outlined" onClick={() => setOffen('speichern')}>„Änderungen speichern?“ öffnen</Button>
        <Button variant="outlined" onClick={() => setOffen('nichtSchliessbar')}>„Eintrag kann nicht geschlossen werden“ öffnen</Button>
        <Button variant="outlined" onClick={() => setOffen('loeschen')}>„Eintrag löschen?“ öffnen</Button>
        <Button variant="outlined" onClick={() => setOffen('bestaetigen')}>Bestätigung (nicht zerstörend) öffnen</Button>
        <Button variant="outlined" onClick={() => setOffen('fenster')}>Allgemeines Dialogfenster öffnen</Button>
      </Stack>
      <Ergebnis>{ergebnis}</Ergebnis>

      <UnsavedChangesDialog
        offen={offen === 'speichern'}
        name={BEISPIEL_NAME}
        onEntscheidung={(e) => schliesse({ speichern: 'Speichern', verwerfen: 'Verwerfen', abbrechen: 'Abbrechen' }[e])}
      />
      <UnclosableDialog
        offen={offen === 'nichtSchliessbar'}
        grund="Der Eintrag wird gerade gespeichert. Sie können ihn minimieren und später weiterarbeiten."
        onMinimieren={() => schliesse('Minimieren')}
        onSchliessen={() => schliesse('OK')}
      />
      <DeleteDialog offen={offen === 'loeschen'} name={BEISPIEL_NAME} onLoeschen={() => schliesse('Löschen')} onAbbrechen={() => schliesse('Abbrechen')} />
      <ConfirmDialog
        offen={offen === 'bestaetigen'}
        titel="Ausschreibung freigeben?"
        text={`Die Ausschreibung „${BEISPIEL_NAME}“ wird für die eingeladenen Versorger sichtbar.`}
        bestaetigen="Freigeben"
        zerstoerend={false}
        onBestaetigen={() => schliesse('Freigeben')}
        onAbbrechen={() => schliesse('Abbrechen')}
      />
      <DialogFrame
        offen={offen === 'fenster'}
        titel="Allgemeines Dialogfenster"
        breite="md"
        onSchliessen={() => schliesse('Schließen')}
        aktionen={
          <Button variant="contained" onClick={() => schliesse('Verstanden')}>
            Verstanden
          </Button>
        }
      >
        <DialogContentText>
          Das Dialogfenster ist die Grundlage aller Dialoge: Titel, Schließen-Knopf, Inhalt und Aktionen. Die Breite ist wählbar (hier „md“).
        </DialogContentText>
      </DialogFrame>
    </Abschnitt>
  );
}
