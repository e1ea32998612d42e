import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ZulassungStand } from '../../../domain/api/zulassung';
import { useAntrag } from '../../api/evu/zulassung';
import { fehlermeldung } from '../../ui/errors/fehlertext';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { melde } from '../../ui/notifications/useMeldung';

/** Why the button is disabled: each Sparte's reason (in Prüfung, zugelassen, gesperrt, or what is missing). */
export function antragGesperrtWeil(stand: ZulassungStand): string | null {
  if (stand.sparten.length === 0) return 'Bitte geben Sie in Ihren Benutzerdaten zuerst eine Sparte an.';
  if (stand.sparten.some((z) => z.beantragbar)) return null;
  return stand.sparten.map((z) => z.hinweis).filter(Boolean).join(' ');
}

/**
 * „Zulassung beantragen“ for every Sparte that may apply: disabled, with the reason beside it, while nothing can be
 * applied for; a refusal of the server (something changed meanwhile) is shown beside it too.
 */
export function AntragButton({ stand }: { stand: ZulassungStand }) {
  const antrag = useAntrag();
  const { laeuft, starte } = useEinLauf();
  const [fehler, setFehler] = useState<string | null>(null);
  const grund = antragGesperrtWeil(stand);
  const beantragen = () =>
    void starte(() =>
      antrag.mutateAsync(undefined).then(
        () => {
          setFehler(null);
          melde('erfolg', 'Ihr Antrag ist eingegangen. Wir prüfen Ihre Nachweise und benachrichtigen Sie.');
        },
        (e: unknown) => setFehler(fehlermeldung(e)),
      ),
    );
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Button variant="contained" onClick={beantragen} disabled={grund !== null || laeuft} aria-describedby={grund ? 'antrag-grund' : undefined}>
        Zulassung beantragen
      </Button>
      {grund && (
        <Typography id="antrag-grund" variant="body2" color="text.secondary">
          {grund}
        </Typography>
      )}
      {fehler && (
        <Alert severity="error" sx={{ overflowWrap: 'anywhere' }}>
          {fehler}
        </Alert>
      )}
    </Stack>
  );
}
