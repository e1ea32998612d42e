import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SPARTE_LABEL, type Sparte } from '../../../domain/ausschreibung';
import { useZulassung } from '../../api/evu/zulassung';
import { SparteKopf, ZulassungStatusListe } from './ZulassungStatusListe';

export const ZULASSUNG_PFAD = '/evu/zulassung';

/**
 * The start page's „Zulassung“: per Sparte the state, since when, what is missing and why. Only an admitted supplier is
 * invited to tenders, so the way to the proofs is one click away. Admitted for every Sparte with nothing missing, it is
 * a single line (the administrator's note stands on the page „Zulassung & Nachweise“).
 */
export function ZulassungCard() {
  const { data, error } = useZulassung();
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ mb: 2 }}>
        Ihre Zulassung konnte nicht geladen werden.
      </Typography>
    );
  }
  if (!data) return null;
  const allesZugelassen = data.sparten.length > 0 && data.sparten.every((z) => z.status === 'zugelassen' && z.fehlend.length === 0);
  const link = (
    <Button component={RouterLink} to={ZULASSUNG_PFAD}>
      Zulassung &amp; Nachweise
    </Button>
  );
  if (allesZugelassen) {
    // Nothing to do: one line that leaves the invitations below on the first screen.
    return (
      <Card component="section" aria-labelledby="zulassung-titel" sx={{ mb: 2 }}>
        <Stack direction="row" alignItems="center" flexWrap="wrap" useFlexGap columnGap={3} rowGap={1} sx={{ px: 2, py: 1 }}>
          <Typography id="zulassung-titel" variant="h6" component="h2">
            Zulassung
          </Typography>
          {data.sparten.map((z) => (
            <section key={z.sparte} aria-label={`Zulassung ${SPARTE_LABEL[z.sparte as Sparte]}`}>
              <SparteKopf zulassung={z} />
            </section>
          ))}
          <Box sx={{ ml: { sm: 'auto' } }}>{link}</Box>
        </Stack>
      </Card>
    );
  }
  return (
    <Card component="section" aria-labelledby="zulassung-titel" sx={{ mb: 2 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id="zulassung-titel" variant="h6" component="h2" gutterBottom>
          Zulassung
        </Typography>
        {data.sparten.length === 0 ? (
          <Typography color="text.secondary">Sie haben keine Sparte angegeben. Bitte ergänzen Sie Strom oder Gas in Ihren Benutzerdaten.</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Zu Ausschreibungen eingeladen werden nur Versorger, die für die Sparte zugelassen sind.
            </Typography>
            <ZulassungStatusListe sparten={data.sparten} />
          </>
        )}
      </CardContent>
      <CardActions>{link}</CardActions>
    </Card>
  );
}
