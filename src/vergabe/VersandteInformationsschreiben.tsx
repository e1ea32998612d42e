import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { VersandtesInformationsschreiben } from '../../domain/api/zuschlag';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { formatUhrzeit } from '../../domain/format';
import { informationsschreibenDateiname } from '../../domain/vergabe/informationsschreiben';
import { useVersandteInformationsschreiben, verfahrenApi, type Verfahren } from '../api/verfahren';
import { useDownload } from '../ui/download/useDownload';

/**
 * The Informationsschreiben (§ 134 GWB) sent to the bidders not chosen, each as the bidder received it: the Kunde, in
 * whose name they went out, and the administrator read them here as well as in the copies by mail. Shown once a
 * letter was sent (a Zuschlag with Stillhaltefrist was intended); letters exist only from the Bindefrist on.
 */
export function VersandteInformationsschreiben({ verfahren, status, nummer }: { verfahren: Verfahren; status: number; nummer: string }) {
  const { data } = useVersandteInformationsschreiben(verfahren, status >= AusschreibungStatus.Bindefrist);
  const { starte, isPending } = useDownload(
    (b: VersandtesInformationsschreiben) => verfahrenApi.informationsschreibenPdf(verfahren, b.angebotId),
    (b) => informationsschreibenDateiname(nummer, b.evu),
  );
  if (!data?.length) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Informationsschreiben
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {verfahren.rolle === 'kunde'
            ? 'In Ihrem Namen an die nicht berücksichtigten Bieter versandt (§ 134 GWB), so wie die Bieter sie erhalten haben.'
            : 'Im Namen des Kunden an die nicht berücksichtigten Bieter versandt (§ 134 GWB), so wie die Bieter sie erhalten haben.'}
        </Typography>
        <Stack component="ul" spacing={1} aria-label="Versandte Informationsschreiben" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((b) => (
            <Stack component="li" key={b.angebotId} direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <strong>{b.evu}</strong>
                {` · versandt am ${formatUhrzeit(b.versandtAm)}`}
              </Typography>
              <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => starte(b)} disabled={isPending} aria-label={`Informationsschreiben an ${b.evu} herunterladen (PDF)`}>
                PDF
              </Button>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
