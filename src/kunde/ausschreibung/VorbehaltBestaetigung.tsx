import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { VergleichsAngebot } from '../../../domain/api/kundeAngebote';

/**
 * In the award's question about an offer under Vorbehalt: the bidder's condition quoted, its attachments named, and
 * the box the Kunde ticks to accept the offer with it (the dialog's confirm stays disabled until then).
 */
export function VorbehaltBestaetigung({ angebot, angenommen, onChange }: { angebot: VergleichsAngebot; angenommen: boolean; onChange: (angenommen: boolean) => void }) {
  if (!angebot.vorbehalt) return null;
  return (
    <>
      <Alert severity="warning" sx={{ mt: 2 }}>
        <AlertTitle>Angebot mit Vorbehalt</AlertTitle>
        {`${angebot.evu} bietet nur unter dieser Bedingung an:`}
        <Box component="blockquote" sx={{ m: 0, mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{`„${angebot.bemerkung ?? ''}“`}</Box>
        {angebot.anhaenge.length > 0 && (
          <Box sx={{ mt: 1 }}>{`Zum Angebot gehören außerdem ${angebot.anhaenge.length === 1 ? 'ein Anhang' : `${angebot.anhaenge.length} Anhänge`}: ${angebot.anhaenge.map((h) => h.name).join(', ')}.`}</Box>
        )}
      </Alert>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={<Checkbox checked={angenommen} onChange={(e) => onChange(e.target.checked)} />}
        label="Ich habe den Vorbehalt geprüft und nehme das Angebot mit ihm an."
      />
    </>
  );
}
