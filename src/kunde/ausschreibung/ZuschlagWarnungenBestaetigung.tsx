import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ZuschlagWarnung } from '../../../domain/vergabe/zuschlagWarnungen';

/**
 * In the award's question, after the server refused the Zuschlag for warnings not yet confirmed (a weak or old credit
 * rating, none at all, a Vorbehalt): each warning as the server worded it, and the box that confirms them all. The
 * dialog's confirm stays disabled until it is ticked, and sends the Zuschlag again with the confirmations.
 */
export function ZuschlagWarnungenBestaetigung({ warnungen, bestaetigt, onChange }: { warnungen: readonly ZuschlagWarnung[]; bestaetigt: boolean; onChange: (bestaetigt: boolean) => void }) {
  if (!warnungen.length) return null;
  return (
    <>
      <Alert severity="warning" sx={{ mt: 2 }}>
        <AlertTitle>Vor dem Zuschlag zu bestätigen</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
          {warnungen.map((w) => (
            <li key={w.art}>{w.text}</li>
          ))}
        </Box>
      </Alert>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={bestaetigt} onChange={(e) => onChange(e.target.checked)} />}
        label={warnungen.length === 1 ? 'Ich habe die Warnung geprüft und erteile den Zuschlag trotzdem.' : 'Ich habe die Warnungen geprüft und erteile den Zuschlag trotzdem.'}
      />
    </>
  );
}
