import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AusgeschlossenesAngebot } from '../../domain/api/kundeAngebote';
import { formatCtKwh, formatEuro } from '../../domain/format';
import { ausschlussText } from '../../domain/zulassung/eignung';

/**
 * The offers of bidders found nicht geeignet in the Eignungsprüfung, apart from the ranking: named with the reason,
 * never ranked and never with a Zuschlag button. Nothing when there are none.
 */
export function AusgeschlosseneAngebote({ angebote }: { angebote: readonly AusgeschlossenesAngebot[] }) {
  if (angebote.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-label="Ausgeschlossene Angebote">
      <Typography component="h3" variant="subtitle1">
        Ausgeschlossene Angebote (nicht gewertet)
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {angebote.map((o) => (
          <Typography component="li" variant="body2" key={o.id} sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
            <strong>{o.evu}</strong>
            {`: ${ausschlussText(o.ausschluss.begruendung)}`}
            <Typography component="span" variant="body2" color="text.secondary">{` (Jahreskosten ${formatEuro(o.jahreskostenEuro)}, Mischpreis ${formatCtKwh(o.mischpreisCtKwh)})`}</Typography>
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
