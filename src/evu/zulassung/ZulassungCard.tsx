import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useZulassung } from '../../api/evu/zulassung';
import { ZulassungStatusListe } from './ZulassungStatusListe';

export const ZULASSUNG_PFAD = '/evu/zulassung';

/**
 * The start page's „Zulassung“: per Sparte the state, since when, what is missing and why. Only an admitted supplier is
 * invited to tenders, so the way to the proofs is one click away.
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
            {!allesZugelassen && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Zu Ausschreibungen eingeladen werden nur Versorger, die für die Sparte zugelassen sind.
              </Typography>
            )}
            <ZulassungStatusListe sparten={data.sparten} />
          </>
        )}
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={ZULASSUNG_PFAD}>
          Zulassung &amp; Nachweise
        </Button>
      </CardActions>
    </Card>
  );
}
