import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { logout } from '../api/auth';
import { memberApi } from '../api/mitglied/memberApi';
import { SITZUNGEN, useMemberAktion, useSitzungen } from '../api/mitglied/useMember';
import type { SessionInfo } from '../../domain/auth';
import { formatDatumZeit } from '../../domain/format';
import { ConfirmDialog } from '../ui/dialogs/ConfirmDialog';
import { geraetAus } from './geraet';
import { anmeldeFelder, sitzungsFelder } from '../i18n/felder';
import { useNarrowerThan } from '../ui/viewport/useNarrowerThan';

/**
 * On a phone each session is a card, as lists are elsewhere: five columns do not fit 360 px, and a table to swipe
 * inside would hide the last activity and the button that ends the session.
 */
function SitzungsKarten({ sitzungen, beenden }: { sitzungen: SessionInfo[]; beenden: (s: SessionInfo) => void }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {sitzungen.map((s) => (
        <Card component="li" key={s.id} variant="outlined" aria-labelledby={`sitzung-${s.id}`}>
          <CardContent sx={{ pb: 0 }}>
            <Typography id={`sitzung-${s.id}`} variant="subtitle1" component="h2">
              {geraetAus(s.userAgent)} {s.current && <Chip size="small" color="primary" label={anmeldeFelder.dieseSitzung} sx={{ ml: 1 }} />}
            </Typography>
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, '& dd': { m: 0 } }}>
              <Typography component="dt" variant="body2" color="text.secondary">{sitzungsFelder.ip}</Typography>
              <Typography component="dd" variant="body2" sx={{ overflowWrap: 'anywhere' }}>{s.ipAddress}</Typography>
              <Typography component="dt" variant="body2" color="text.secondary">{sitzungsFelder.seit}</Typography>
              <Typography component="dd" variant="body2">{formatDatumZeit(s.createdAt)}</Typography>
              <Typography component="dt" variant="body2" color="text.secondary">{sitzungsFelder.aktiv}</Typography>
              <Typography component="dd" variant="body2">{formatDatumZeit(s.lastActivityAt)}</Typography>
            </Box>
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" color="error" onClick={() => beenden(s)}>
              {s.current ? 'Abmelden' : 'Beenden'}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}

/** The user's active sessions: device, IP, last activity, "diese Sitzung"; any can be ended (the current one = logout). */
export function SitzungenPage() {
  const navigate = useNavigate();
  const telefon = useNarrowerThan('sm');
  const { data: sitzungen, error: ladefehler } = useSitzungen();
  const beende = useMemberAktion(memberApi.endSession, { neuLaden: SITZUNGEN });
  const [fehler, setFehler] = useState<string>();
  const [zuBeenden, setZuBeenden] = useState<SessionInfo>();
  const meldung = fehler ?? (ladefehler ? ((ladefehler as { body?: { message?: string } }).body?.message ?? ladefehler.message) : undefined);

  const beenden = async (s: SessionInfo) => {
    setZuBeenden(undefined);
    if (s.current) {
      await logout();
      navigate('/', { replace: true });
      return;
    }
    try {
      await beende.mutateAsync(s.id);
    } catch (e) {
      setFehler((e as { body?: { message?: string } }).body?.message ?? 'Die Sitzung konnte nicht beendet werden.');
    }
  };

  return (
    <Paper component="section" sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Sitzungen
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Hier sehen Sie, wo Sie angemeldet sind. Beenden Sie Sitzungen, die Sie nicht kennen, und ändern Sie dann Ihr Passwort.
      </Typography>
      {meldung && <Alert severity="error" sx={{ mb: 2 }}>{meldung}</Alert>}
      {!sitzungen ? (
        <Skeleton variant="rounded" height={120} aria-label="Lade..." />
      ) : telefon ? (
        <SitzungsKarten sitzungen={sitzungen} beenden={setZuBeenden} />
      ) : (
        // The hidden column header is positioned absolutely: it must stay inside the scrolling table, not widen the page.
        <TableContainer sx={{ position: 'relative' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{sitzungsFelder.geraet}</TableCell>
                <TableCell>{sitzungsFelder.ip}</TableCell>
                <TableCell>{sitzungsFelder.seit}</TableCell>
                <TableCell>{sitzungsFelder.aktiv}</TableCell>
                <TableCell><Box component="span" sx={visuallyHidden}>{sitzungsFelder.aktion}</Box></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sitzungen.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    {geraetAus(s.userAgent)} {s.current && <Chip size="small" color="primary" label={anmeldeFelder.dieseSitzung} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell>{s.ipAddress}</TableCell>
                  <TableCell>{formatDatumZeit(s.createdAt)}</TableCell>
                  <TableCell>{formatDatumZeit(s.lastActivityAt)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" color="error" onClick={() => setZuBeenden(s)}>
                      {s.current ? 'Abmelden' : 'Beenden'}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        offen={!!zuBeenden}
        titel="Sitzung beenden?"
        text={zuBeenden?.current ? 'Das ist Ihre aktuelle Sitzung; Sie werden abgemeldet.' : `Die Sitzung auf „${zuBeenden ? geraetAus(zuBeenden.userAgent) : ''}“ wird sofort beendet.`}
        bestaetigen="Beenden"
        onAbbrechen={() => setZuBeenden(undefined)}
        onBestaetigen={() => zuBeenden && void beenden(zuBeenden)}
      />
    </Paper>
  );
}
