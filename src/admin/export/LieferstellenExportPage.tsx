import { useState } from 'react';
import { Form, Title } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateigroesse } from '../../../domain/format';
import { useAusschreibungAdmin } from '../../api/admin/useAusschreibungAdmin';
import { PortalDateInput } from '../../ui/date/PortalDateInput';
import { useDownload } from '../../ui/download/useDownload';
import { pflicht } from '../../ui/validation/rules';

/** SPEC.md section 9: 1 January to 31 December of next year, in UTC. */
export function standardZeitraum(jetzt = new Date()) {
  const jahr = jetzt.getUTCFullYear() + 1;
  return { von: `${jahr}-01-01`, bis: `${jahr}-12-31` };
}

const bisNachVon = (bis: unknown, werte: Record<string, unknown>) =>
  bis && werte.von && String(bis) < String(werte.von) ? 'Das Ende des Zeitraums muss nach seinem Beginn liegen.' : undefined;

/** /administrator/export: the Lieferstellen of every tender delivering in a period, as CSV for Excel. */
export function LieferstellenExportPage() {
  const provider = useAusschreibungAdmin();
  const [fortschritt, setFortschritt] = useState<{ empfangen: number; gesamt: number | null }>({ empfangen: 0, gesamt: null });
  const { starte, isPending: laeuft } = useDownload(
    (werte: Record<string, unknown>) => {
      setFortschritt({ empfangen: 0, gesamt: null });
      return provider.lieferstellenCsv(String(werte.von), String(werte.bis), (empfangen, gesamt) => setFortschritt({ empfangen, gesamt }));
    },
    (werte) => `Lieferstellen_${werte.von}_bis_${werte.bis}.csv`,
  );
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Title title="Export der Lieferstellen" />
      <Card>
        <CardContent>
          <Typography sx={{ mb: 2 }}>
            Alle Lieferstellen der Ausschreibungen, deren Lieferbeginn im Zeitraum liegt – als CSV-Datei für Excel (Semikolon, Dezimalkomma).
          </Typography>
          <Form record={standardZeitraum()} onSubmit={starte}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <PortalDateInput source="von" label="portal.export.von" validate={pflicht} />
              <PortalDateInput source="bis" label="portal.export.bis" validate={[pflicht, bisNachVon]} />
            </Stack>
            <Button type="submit" variant="contained" disabled={laeuft} sx={{ mt: 1 }}>
              CSV herunterladen
            </Button>
          </Form>
          {laeuft && (
            <Box sx={{ mt: 2 }} role="status" aria-live="polite">
              <LinearProgress
                variant={fortschritt.gesamt ? 'determinate' : 'indeterminate'}
                value={fortschritt.gesamt ? (100 * fortschritt.empfangen) / fortschritt.gesamt : undefined}
                aria-label="Export läuft"
              />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {`Export läuft … ${formatDateigroesse(fortschritt.empfangen)} empfangen`}
              </Typography>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
