import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { UnsavedChangesDialog } from '../dialogs/UnsavedChangesDialog';
import { TabBar, type TabEntry } from '../tabs/TabBar';
import { Abschnitt } from './Abschnitt';

const START: readonly TabEntry[] = [
  { id: 'uebersicht', titel: 'Übersicht', schliessbar: false },
  { id: 'as-4711', titel: 'Ausschreibung 4711', geaendert: true },
  { id: 'as-4712', titel: 'Ausschreibung 4712' },
  { id: 'kunde-7', titel: 'Stadtwerke Musterstadt' },
];

export function TabsPattern() {
  const [reiter, setReiter] = useState(START);
  const [aktiv, setAktiv] = useState('as-4711');
  // The tab stays named while the dialog fades out.
  const [fragen, setFragen] = useState<{ offen: boolean; reiter?: TabEntry }>({ offen: false });
  const entferne = (id: string) => {
    const rest = reiter.filter((r) => r.id !== id);
    setReiter(rest);
    if (aktiv === id) setAktiv(rest[0]?.id ?? 'uebersicht');
  };
  const schliesse = (id: string) => {
    const r = reiter.find((x) => x.id === id);
    if (r?.geaendert) setFragen({ offen: true, reiter: r });
    else entferne(id);
  };
  const gewaehlt = reiter.find((r) => r.id === aktiv);
  return (
    <Abschnitt
      id="reiter"
      titel="Reiter"
      beschreibung="„Übersicht“ lässt sich nicht schließen; „Ausschreibung 4711“ hat ungespeicherte Änderungen (*) und fragt vor dem Schließen. Pfeiltasten wechseln, Entf schließt den Reiter mit dem Fokus."
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <TabBar reiter={reiter} aktiv={aktiv} onWaehle={setAktiv} onSchliesse={schliesse} />
      </Box>
      <Box role="tabpanel" aria-labelledby={gewaehlt ? `reiter-${gewaehlt.id}` : undefined} sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, mt: 1 }}>
        <Typography variant="body2">{gewaehlt ? `Inhalt des Reiters „${gewaehlt.titel}“.` : 'Kein Reiter gewählt.'}</Typography>
      </Box>
      <Button size="small" sx={{ mt: 1 }} onClick={() => (setReiter(START), setAktiv('as-4711'))} disabled={reiter === START}>
        Reiter zurücksetzen
      </Button>
      <UnsavedChangesDialog
        offen={fragen.offen}
        name={fragen.reiter?.titel}
        onEntscheidung={(e) => {
          if (fragen.reiter && e !== 'abbrechen') entferne(fragen.reiter.id);
          setFragen({ ...fragen, offen: false });
        }}
      />
    </Abschnitt>
  );
}
