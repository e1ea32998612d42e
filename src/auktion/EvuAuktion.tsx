import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { EigenesAngebot } from '../../domain/api/angebot';
import { formatCtKwh, formatDatumZeit, formatEuro, leseZahl } from '../../domain/format';
import { jahreskosten, type KostenLieferstelle } from '../../domain/jahreskosten';
import { alsE4 } from '../../domain/preise';
import { useBieten, useEvuAuktion } from '../api/auktion';
import { HttpError, toModelState } from '../api/http';
import { useEinLauf } from '../ui/form/useEinLauf';
import { AuktionsUhr } from './AuktionsUhr';
import { Nebenzeile } from './Rangliste';
import { useRecordContext, useTranslate } from 'react-admin';

const sekundengenau = (iso: string) => new Date(iso).toLocaleTimeString('de-DE', { timeZone: 'Europe/Berlin' });

/**
 * The bidder's auction screen (issue 21): its rank large, the time left following extensions, a bid field that
 * shows the Jahreskosten the bid implies and the highest allowed price, and its own bids.
 */
export function EvuAuktion({ ausschreibungId, angebot, lieferstellen }: { ausschreibungId: number; angebot: EigenesAngebot | null; lieferstellen: KostenLieferstelle[] }) {
  const translate = useTranslate();
  const stand = useEvuAuktion(ausschreibungId, angebot !== null, useRecordContext<{ auktion?: string; angebotAbgegeben?: boolean }>());
  const gebot = useBieten(ausschreibungId);
  const { laeuft: sendet, starte } = useEinLauf();
  const [eingabe, setEingabe] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  const telefon = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!angebot || !stand) return null;
  const preis = leseZahl(eingabe);
  const e4 = preis === null ? null : alsE4(preis);
  const kosten =
    e4 === null
      ? null
      : jahreskosten(
          { arbeitspreisCtKwhE4: e4, grundpreisEurMonatE4: alsE4(angebot.grundpreisEurMonat)!, leistungspreisEurKwJahrE4: angebot.leistungspreisEurKwJahr === null ? null : alsE4(angebot.leistungspreisEurKwJahr), oekoaufschlagCtKwhE4: angebot.oekoaufschlagCtKwh === null ? null : alsE4(angebot.oekoaufschlagCtKwh) },
          lieferstellen,
        );
  const abgeben = () => {
    if (preis === null) return setFehler('Bitte geben Sie einen Arbeitspreis ein.');
    void starte(() =>
      gebot.mutateAsync(preis).then(
        () => {
          setEingabe('');
          setFehler(null);
        },
        (err: unknown) => {
          const { message, errors } = toModelState(err instanceof HttpError ? err.body : undefined, 'Das Gebot konnte nicht abgegeben werden.');
          setFehler(errors.arbeitspreisCtKwh?.[0] ?? message);
        },
      ),
    );
  };
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
        {stand.status === 'laeuft' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
            <TextField
              label={translate('portal.auktion.neuerArbeitspreis')}
              value={eingabe}
              onChange={(e) => setEingabe(e.target.value)}
              inputMode="decimal"
              sx={{ minWidth: { sm: 280 } }}
              error={!!fehler}
              helperText={fehler ?? `Höchstens ${formatCtKwh(stand.naechsterHoechstpreisCtKwh)}${kosten ? ` · Jahreskosten ${formatEuro(kosten.euro)}` : ''}`}
              slotProps={{ htmlInput: { 'aria-describedby': 'gebot-hinweis' } }}
            />
            <Button variant="contained" onClick={abgeben} disabled={sendet} sx={{ mt: { sm: 1 } }}>
              Verbindlich bieten
            </Button>
          </Stack>
        )}
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
