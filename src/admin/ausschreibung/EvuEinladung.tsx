import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ModelStateError } from '../../api/http';
import { EIGENE_FEHLERANZEIGE } from '../../api/queryClient';
import type { StromAusschreibung } from '../../../domain/api/ausschreibung';
import { AusschreibungStatus, type Sparte } from '../../../domain/ausschreibung';
import { EvuAuswahl } from './EvuAuswahl';
import { DialogFrame } from '../../ui/dialogs/DialogFrame';
import { meldeHttpFehler } from '../../ui/notifications/useMeldung';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { useAusschreibungAdmin, usePassendeEvus } from '../../api/admin/useAusschreibungAdmin';

/**
 * The invited EVUs and the dialog to invite more. Before the release the list may change freely; once the
 * tender is Aktiv, EVUs can only be added (the server refuses removals with its reason).
 */
export function EvuEinladung() {
  const a = useRecordContext<StromAusschreibung>();
  const { data: passende, isPending } = usePassendeEvus(a?.id);
  const [auswahl, setAuswahl] = useState<number[] | null>(null);
  const [fehler, setFehler] = useState<string | null>(null);
  const provider = useAusschreibungAdmin();
  const notify = useNotify();
  const refresh = useRefresh();
  const { laeuft, starte } = useEinLauf();
  const einladung = useMutation({
    mutationFn: ({ id, evuIds }: { id: number; evuIds: number[] }) => provider.ladeEvusEin(id, evuIds),
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: () => {
      setAuswahl(null);
      notify('Die Einladungen wurden gespeichert.', { type: 'success' });
      refresh();
    },
    onError: (e) => {
      if (e instanceof ModelStateError) setFehler(Object.values(e.body.errors ?? {}).flat()[0] ?? e.body.message);
      else meldeHttpFehler(e);
    },
  });
  if (!a) return null;
  const aenderbar = a.status <= AusschreibungStatus.Aktiv;
  const name = (id: number) => passende?.find((p) => p.value === id)?.label ?? `EVU ${id}`;
  const oeffne = () => {
    setFehler(null);
    setAuswahl(a.eingeladeneEvus);
  };
  // Errors are shown by the mutation's onError; the run only keeps a double click from inviting twice.
  const speichere = () => void starte(() => einladung.mutateAsync({ id: a.id, evuIds: auswahl ?? [] }).catch(() => undefined));

  return (
    <>
      <Typography variant="subtitle1" component="h2">
        Eingeladene EVUs
      </Typography>
      {isPending ? (
        <Skeleton width={240} />
      ) : a.eingeladeneEvus.length === 0 ? (
        <Typography color="text.secondary">Noch kein EVU eingeladen.</Typography>
      ) : (
        <List dense>
          {a.eingeladeneEvus.map((id) => (
            <ListItem key={id} disableGutters>
              <ListItemText primary={name(id)} />
            </ListItem>
          ))}
        </List>
      )}
      {aenderbar && (
        <Button variant="outlined" onClick={oeffne} sx={{ mt: 1 }}>
          EVUs einladen …
        </Button>
      )}
      <DialogFrame
        offen={auswahl !== null}
        titel="EVUs einladen"
        onSchliessen={() => setAuswahl(null)}
        aktionen={
          <>
            <Button onClick={() => setAuswahl(null)}>Abbrechen</Button>
            <Button variant="contained" onClick={speichere} disabled={laeuft}>
              Speichern
            </Button>
          </>
        }
      >
        {passende && (
          <EvuAuswahl
            evus={passende}
            sparte={a.typ as Sparte}
            auswahl={auswahl ?? []}
            fest={a.status === AusschreibungStatus.Aktiv ? a.eingeladeneEvus : []}
            onChange={setAuswahl}
          />
        )}
        {fehler && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {fehler}
          </Alert>
        )}
      </DialogFrame>
    </>
  );
}
