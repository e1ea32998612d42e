import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { KundeAuktion as Stand } from '../../domain/api/auktion';
import { formatDatumZeit, formatEuro } from '../../domain/format';
import { auktionsPfad, useAuktion } from '../api/auktion';
import { AuktionsUhr } from './AuktionsUhr';
import { ProtokollKnoepfe } from './ProtokollKnoepfe';

const STATUS_TEXT = { geplant: 'ist geplant', laeuft: 'läuft', beendet: 'ist beendet' } as const;

/**
 * The Kunde watches its tender's auction: anonymous bidders, their rank and Jahreskosten; names and the
 * Auktionsprotokoll once the offers are released to it (`freigegeben`, status 3).
 */
export function KundeAuktion({ ausschreibungId, freigegeben }: { ausschreibungId: number; freigegeben: boolean }) {
  const pfad = auktionsPfad.kunde(ausschreibungId);
  const [stand] = useAuktion<Stand>(pfad);
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
            {stand.status !== 'beendet' && <AuktionsUhr bis={stand.status === 'geplant' ? stand.beginn : stand.ende} stand={stand.stand} label={stand.status === 'geplant' ? 'Beginn in' : 'Restzeit'} />}
          </Stack>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Rangliste der Online-Auktion">
              <TableHead>
                <TableRow>
                  <TableCell>Rang</TableCell>
                  <TableCell>Bieter</TableCell>
                  <TableCell align="right">Jahreskosten</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stand.rangliste.map((e) => (
                  <TableRow key={e.bieter}>
                    <TableCell>{e.rang}</TableCell>
                    <TableCell>{e.evu ?? e.bieter}</TableCell>
                    <TableCell align="right">{formatEuro(e.jahreskostenEuro)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {freigegeben && stand.status === 'beendet' && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              <ProtokollKnoepfe pfad={pfad} />
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
