import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KundeAuktion as Stand } from '../../domain/api/auktion';
import { formatDatumZeit } from '../../domain/format';
import { useRecordContext } from 'react-admin';
import { auktionsPfad, useAuktion } from '../api/auktion';
import { AuktionsUhr } from './AuktionsUhr';
import { ProtokollButtons } from './ProtokollButtons';
import { Rangliste } from './Rangliste';

const STATUS_TEXT = { geplant: 'ist geplant', laeuft: 'läuft', beendet: 'ist beendet' } as const;

/**
 * The Kunde watches its tender's auction: anonymous bidders, their rank and Jahreskosten; names and the
 * Auktionsprotokoll once the offers are released to it (`freigegeben`, status 3).
 */
export function KundeAuktion({ ausschreibungId, freigegeben }: { ausschreibungId: number; freigegeben: boolean }) {
  const pfad = auktionsPfad.kunde(ausschreibungId);
  const stand = useAuktion<Stand>(pfad, !!useRecordContext<{ auktion?: string }>()?.auktion);
  if (!stand) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Online-Auktion
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap flexWrap="wrap">
            <div>
              <Typography variant="h6" component="p">{`Die Online-Auktion ${STATUS_TEXT[stand.status]}`}</Typography>
              <Typography variant="body2">{`${formatDatumZeit(stand.beginn)} – ${formatDatumZeit(stand.ende)} Uhr`}</Typography>
            </div>
            <AuktionsUhr auktion={stand} />
          </Stack>
          <Rangliste namensSpalte="Bieter" zeilen={stand.rangliste.map((e) => ({ schluessel: e.bieter, rang: e.rang, name: e.evu ?? e.bieter, jahreskostenEuro: e.jahreskostenEuro }))} />
          {freigegeben && stand.status === 'beendet' && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              <ProtokollButtons pfad={pfad} />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
