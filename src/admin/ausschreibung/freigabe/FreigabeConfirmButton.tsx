import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ModelStateError } from '../../../api/http';
import { EIGENE_FEHLERANZEIGE } from '../../../api/queryClient';
import type { Hindernisse } from '../../../../domain/freigabe';
import { ConfirmDialog } from '../../../ui/dialogs/ConfirmDialog';
import { meldeHttpFehler } from '../../../ui/notifications/useMeldung';
import { useEinLauf } from '../../../ui/form/useEinLauf';

/**
 * The one release button behind `AusschreibungFreigebenButton` and `AngeboteFreigebenButton`: enabled only when the
 * rules allow it; otherwise the reasons stand beside it.
 * It asks before it acts, and a refusal of the server (someone else was quicker) shows the server's reasons.
 */
export function FreigabeConfirmButton({ knopf, frage, text, erfolg, hindernisse, ausfuehren }: {
  knopf: string;
  frage: string;
  text: string;
  erfolg: string;
  /** null while the facts the rules need are still loading */
  hindernisse: Hindernisse | null;
  ausfuehren: () => Promise<unknown>;
}) {
  const [offen, setOffen] = useState(false);
  const [abgelehnt, setAbgelehnt] = useState<Hindernisse | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const { laeuft, starte } = useEinLauf();
  const freigabe = useMutation({
    mutationFn: ausfuehren,
    meta: EIGENE_FEHLERANZEIGE,
    onSuccess: () => {
      setAbgelehnt(null);
      notify(erfolg, { type: 'success' });
      refresh();
    },
    onError: (fehler) => {
      if (fehler instanceof ModelStateError) setAbgelehnt(fehler.body.errors ?? { status: [fehler.body.message] });
      else meldeHttpFehler(fehler);
    },
  });
  const gruende = Object.values(abgelehnt ?? hindernisse ?? {}).flat();

  const bestaetigt = () => {
    setOffen(false);
    // The closing dialog's button still takes a second click: that one is ignored. Errors show through onError.
    void starte(() => freigabe.mutateAsync().catch(() => undefined));
  };

  return (
    <Box>
      <Button variant="contained" onClick={() => setOffen(true)} disabled={laeuft || hindernisse === null || gruende.length > 0}>
        {knopf}
      </Button>
      {gruende.length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }} aria-live="polite">
          {knopf} ist noch nicht möglich:
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {gruende.map((g) => (
              <li key={g}>{g}</li>
            ))}
          </Box>
        </Alert>
      )}
      <ConfirmDialog offen={offen} titel={frage} text={text} bestaetigen={knopf} onBestaetigen={bestaetigt} onAbbrechen={() => setOffen(false)} zerstoerend={false} />
    </Box>
  );
}
