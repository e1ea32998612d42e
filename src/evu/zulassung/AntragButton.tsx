import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ZulassungStand } from '../../../domain/api/zulassung';
import { SPARTE_LABEL, type Sparte } from '../../../domain/ausschreibung';
import { useAntrag } from '../../api/evu/zulassung';
import { fehlermeldung } from '../../ui/errors/fehlertext';
import { useEinLauf } from '../../ui/form/useEinLauf';
import { melde } from '../../ui/notifications/useMeldung';

/** States from which the EVU applies itself: there, what holds it back is what is missing, listed just above the button. */
const BEANTRAGBAR_AUS: readonly ZulassungStand['sparten'][number]['status'][] = ['registriert', 'abgelehnt', 'abgelaufen'];

/**
 * Why the button is disabled: each Sparte's reason (in Prüfung, zugelassen, gesperrt), or — where proofs are missing —
 * a pointer to the list of them above instead of the same list a second time.
 */
export function antragGesperrtWeil(stand: ZulassungStand): string | null {
  if (stand.sparten.length === 0) return 'Bitte geben Sie in Ihren Benutzerdaten zuerst eine Sparte an.';
  if (stand.sparten.some((z) => z.beantragbar)) return null;
  return stand.sparten
    .map((z) =>
      z.fehlend.length && BEANTRAGBAR_AUS.includes(z.status) ? `Sobald für ${SPARTE_LABEL[z.sparte as Sparte]} oben nichts mehr fehlt, können Sie die Zulassung beantragen.` : z.hinweis,
    )
    .filter(Boolean)
    .join(' ');
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
