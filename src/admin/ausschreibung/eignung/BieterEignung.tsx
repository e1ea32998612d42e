import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EignungBieter } from '../../../../domain/api/eignung';
import { deutscherKalendertag } from '../../../../domain/datum';
import { formatDatum, formatTag, formatUhrzeit } from '../../../../domain/format';
import { nachweisZeile } from '../../../../domain/zulassung/eignung';
import { ZULASSUNG_STATUS_LABEL, type ZulassungStatus } from '../../../../domain/zulassung/status';

function Angabe({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Ergebnis({ b }: { b: EignungBieter }) {
  const p = b.pruefung;
  if (!p) return <Chip size="small" variant="outlined" color="warning" label="noch nicht geprüft" />;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      <Chip size="small" variant="outlined" color={p.geeignet ? 'success' : 'error'} label={p.geeignet ? 'geeignet' : 'nicht geeignet'} />
      {p.begruendung && <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{p.begruendung}</Typography>}
      <Typography variant="caption" color="text.secondary">{`erfasst von ${p.geprueftVon} am ${formatUhrzeit(p.geprueftAm)}`}</Typography>
    </Stack>
  );
}

/**
 * One bidder with what supports the decision on it — Zulassung for the tender's Sparte, references (those of
 * similar volume counted apart), proofs with their validity and check, what the Zulassung still lacks, the latest
 * credit rating — and its result with the two ways to record it.
 */
export function BieterEignung({ b, aenderbar, laeuft, onGeeignet, onNichtGeeignet }: {
  b: EignungBieter;
  aenderbar: boolean;
  laeuft: boolean;
  onGeeignet: () => void;
  onNichtGeeignet: () => void;
}) {
  const heute = deutscherKalendertag(Date.now());
  const zulassung = b.zulassung ? `${ZULASSUNG_STATUS_LABEL[b.zulassung.status as ZulassungStatus] ?? b.zulassung.status} seit ${formatTag(b.zulassung.seit)}` : 'kein Eintrag';
  const refs = b.referenzen;
  return (
    <Card component="li" variant="outlined" aria-label={b.evu} sx={{ listStyle: 'none' }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {b.evu}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.75 }}>
          <Angabe label="Zulassung">{zulassung}</Angabe>
          <Angabe label="Referenzen">{refs.gesamt === 0 ? 'keine' : `${refs.gesamt}, davon ${refs.aehnlich} ähnlichen Umfangs`}</Angabe>
          <Angabe label="Nachweise">
            {b.nachweise.length === 0 ? (
              'keine'
            ) : (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {b.nachweise.map((n, i) => (
                  <li key={`${n.art}-${i}`}>{nachweisZeile(n, heute)}</li>
                ))}
              </Box>
            )}
          </Angabe>
          <Angabe label="Bonität">{b.bonitaet ? `Klasse ${b.bonitaet.klasse} vom ${formatDatum(b.bonitaet.datum)} (${b.bonitaet.quelle})` : 'nicht erfasst'}</Angabe>
          <Angabe label="Ergebnis">
            <Ergebnis b={b} />
          </Angabe>
        </Box>
        {b.fehlend.length > 0 && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            Für die Zulassung fehlt:
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {b.fehlend.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </Box>
          </Alert>
        )}
        {aenderbar && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1.5 }}>
            <Button variant="outlined" color="success" onClick={onGeeignet} disabled={laeuft || b.pruefung?.geeignet === true} aria-label={`${b.evu}: geeignet`}>
              Geeignet
            </Button>
            <Button variant="outlined" color="error" onClick={onNichtGeeignet} disabled={laeuft} aria-label={`${b.evu}: nicht geeignet …`}>
              Nicht geeignet …
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
