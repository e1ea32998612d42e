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
import { useAusschreibungAdmin, useNichtZugelasseneEvus, usePassendeEvus } from '../../api/admin/useAusschreibungAdmin';
import { NichtZugelasseneAuswahl } from './NichtZugelasseneAuswahl';

/**
 * The invited EVUs and the dialog to invite more. Before the release the list may change freely; once the
 * tender is Aktiv, EVUs can only be added (the server refuses removals with its reason).
 */
export function EvuEinladung() {
  const a = useRecordContext<StromAusschreibung>();
  const { data: passende, isPending } = usePassendeEvus(a?.id);
  const { data: andere } = useNichtZugelasseneEvus(a?.id, true);
  const [auswahl, setAuswahl] = useState<number[] | null>(null);
  const [begruendung, setBegruendung] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const provider = useAusschreibungAdmin();
  const notify = useNotify();
  const refresh = useRefresh();
  const { laeuft, starte } = useEinLauf();
  const einladung = useMutation({
    mutationFn: ({ id, evuIds, begruendung }: { id: number; evuIds: number[]; begruendung?: string }) =>
      begruendung ? provider.ladeEvusEin(id, evuIds, begruendung) : provider.ladeEvusEin(id, evuIds),
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
  const ohneZulassung = (id: number) => andere?.find((p) => p.value === id);
  const name = (id: number) => passende?.find((p) => p.value === id)?.label ?? ohneZulassung(id)?.label ?? `EVU ${id}`;
  const zugelassen = new Set(passende?.map((p) => p.value));
  const gewaehlt = auswahl ?? [];
  const oeffne = () => {
    setFehler(null);
    setBegruendung('');
    setAuswahl(a.eingeladeneEvus);
  };
  // Only an EVU newly invited without a Zulassung needs the Begründung; the server checks the same.
  const mitBegruendung = gewaehlt.some((id) => !zugelassen.has(id) && !a.eingeladeneEvus.includes(id));
  // Errors are shown by the mutation's onError; the run only keeps a double click from inviting twice.
  const speichere = () =>
    void starte(() => einladung.mutateAsync({ id: a.id, evuIds: gewaehlt, begruendung: mitBegruendung ? begruendung.trim() : undefined }).catch(() => undefined));
  const fest = a.status === AusschreibungStatus.Aktiv ? a.eingeladeneEvus : [];

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
              <ListItemText primary={name(id)} secondary={ohneZulassung(id) ? `ohne Zulassung (${ohneZulassung(id)!.statusLabel})` : undefined} />
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
            <Button variant="contained" onClick={speichere} disabled={laeuft || (mitBegruendung && !begruendung.trim())}>
              Speichern
            </Button>
          </>
        }
      >
        {passende && (
          <EvuAuswahl
            evus={passende}
            sparte={a.typ as Sparte}
            auswahl={gewaehlt.filter((id) => zugelassen.has(id))}
            fest={fest}
            onChange={(ids) => setAuswahl([...ids, ...gewaehlt.filter((id) => !zugelassen.has(id))])}
          />
        )}
        <NichtZugelasseneAuswahl
          evus={andere}
          sparte={a.typ as Sparte}
          auswahl={gewaehlt}
          fest={fest}
          eingeladen={a.eingeladeneEvus}
          begruendung={begruendung}
          onChange={(ids, text) => {
            setAuswahl(ids);
            setBegruendung(text);
          }}
        />
        {fehler && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {fehler}
          </Alert>
        )}
      </DialogFrame>
    </>
  );
}
