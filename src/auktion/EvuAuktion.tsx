import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { EigenesAngebot } from '../../domain/api/angebot';
import { formatCtKwh, formatDatumZeit, formatEuro } from '../../domain/format';
import type { KostenLieferstelle } from '../../domain/jahreskosten';
import { useEvuAuktion } from '../api/auktion';
import { AuktionsUhr } from './AuktionsUhr';
import { Gebotsfeld } from './Gebotsfeld';
import { Nebenzeile } from './Rangliste';
import { useRecordContext } from 'react-admin';

const sekundengenau = (iso: string) => new Date(iso).toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin' });

/**
 * The bidder's auction screen (issue 21): its rank large, the time left following extensions, the bid field
 * (Gebotsfeld: the Jahreskosten the bid implies, the highest allowed price, the question to a bid far below), and
 * its own bids.
 */
export function EvuAuktion({ ausschreibungId, angebot, lieferstellen }: { ausschreibungId: number; angebot: EigenesAngebot | null; lieferstellen: KostenLieferstelle[] }) {
  const stand = useEvuAuktion(ausschreibungId, angebot !== null, useRecordContext<{ auktion?: string; angebotAbgegeben?: boolean }>());
  const telefon = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!angebot || !stand) return null;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Online-Auktion
        </Typography>
        {stand.status === 'geplant' && <Alert severity="info">{`Die Online-Auktion beginnt am ${formatDatumZeit(stand.beginn)} Uhr. Ihr Angebot ist Ihr Startgebot.`}</Alert>}
        {stand.status === 'beendet' && <Alert severity="success">Die Online-Auktion ist beendet. Ihr letztes Gebot ist jetzt Ihr Angebot.</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ my: 2 }} useFlexGap flexWrap="wrap">
          <div aria-live="polite">
            <Typography variant="body2" color="text.secondary">
              Ihr Rang
            </Typography>
            <Typography variant="h3" component="p">{`${stand.rang} von ${stand.anzahlBieter}`}</Typography>
          </div>
          <AuktionsUhr auktion={stand} />
          <div>
            <Typography variant="body2" color="text.secondary">
              Ihr aktuelles Gebot
            </Typography>
            <Typography variant="h6" component="p">
              {formatCtKwh(stand.arbeitspreisCtKwh)}
            </Typography>
            <Typography variant="body2">{`Jahreskosten ${formatEuro(stand.jahreskostenEuro)}`}</Typography>
          </div>
          {stand.bestpreisJahreskostenEuro !== undefined && (
            <div>
              <Typography variant="body2" color="text.secondary">
                Bestes Gebot (Jahreskosten)
              </Typography>
              <Typography variant="h6" component="p">
                {formatEuro(stand.bestpreisJahreskostenEuro)}
              </Typography>
            </div>
          )}
        </Stack>
        {stand.status === 'laeuft' && <Gebotsfeld ausschreibungId={ausschreibungId} stand={stand} angebot={angebot} lieferstellen={lieferstellen} />}
        <Typography id="gebot-hinweis" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Ein Gebot ändert nur den Arbeitspreis und ist verbindlich.
        </Typography>
        {stand.gebote.length > 0 && (
          <Box sx={{ overflowX: 'auto', mt: 2 }}>
            <Table size="small" aria-label="Ihre Gebote">
              <TableHead>
                <TableRow>
                  <TableCell>Zeit</TableCell>
                  <TableCell align="right">Arbeitspreis</TableCell>
                  {!telefon && <TableCell align="right">Jahreskosten</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {[...stand.gebote].reverse().map((g) => (
                  <TableRow key={g.zeit + g.arbeitspreisCtKwh}>
                    <TableCell>{sekundengenau(g.zeit)}</TableCell>
                    <TableCell align="right">
                      {formatCtKwh(g.arbeitspreisCtKwh)}
                      {telefon && <Nebenzeile>{`Jahreskosten ${formatEuro(g.jahreskostenEuro)}`}</Nebenzeile>}
                    </TableCell>
                    {!telefon && <TableCell align="right">{formatEuro(g.jahreskostenEuro)}</TableCell>}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
