import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDatumZeit } from '../../domain/format';

export interface AngezeigteFrage {
  id: number;
  frage: string;
  antwort?: string | null;
  beantwortetAm?: string | null;
  /** a chip beside the question: "Ihre Frage", the asking EVU … */
  hinweis?: string;
}

/** Questions with their answers, oldest first; `zusatz` adds per question what a role may do with it. */
export function BieterfragenList({
  fragen,
  isPending,
  error,
  entwuerfeZeigen = false,
  zusatz,
}: {
  fragen: AngezeigteFrage[] | undefined;
  isPending: boolean;
  error: unknown;
  entwuerfeZeigen?: boolean;
  zusatz?: (frage: AngezeigteFrage) => ReactNode;
}) {
  if (isPending) return <Skeleton variant="rectangular" height={64} />;
  if (error || !fragen) return <Alert severity="error">Die Bieterfragen konnten nicht geladen werden.</Alert>;
  if (fragen.length === 0) return <Typography color="text.secondary">Bisher wurden keine Bieterfragen gestellt.</Typography>;
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Bieterfragen">
      {fragen.map((f, i) => (
        <Stack component="li" key={f.id} spacing={0.5} sx={{ borderLeft: 3, borderColor: f.beantwortetAm ? 'success.main' : 'divider', pl: 1.5 }}>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <Typography variant="subtitle2" component="h3">{`Frage ${i + 1}`}</Typography>
            {f.hinweis && <Chip size="small" label={f.hinweis} />}
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{f.frage}</Typography>
          {f.beantwortetAm ? (
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <strong>{`Antwort vom ${formatDatumZeit(f.beantwortetAm)} Uhr: `}</strong>
              {f.antwort}
            </Typography>
          ) : entwuerfeZeigen && f.antwort ? (
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <strong>Entwurf (noch nicht veröffentlicht): </strong>
              {f.antwort}
            </Typography>
          ) : (
            <Typography color="text.secondary">Noch nicht beantwortet.</Typography>
          )}
          {zusatz?.(f)}
        </Stack>
      ))}
    </Stack>
  );
}
