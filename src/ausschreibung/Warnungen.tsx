import { useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** Plausibility warnings (e.g. SLP with an RLM-sized volume): worth a look, but no reason to refuse. */
export function Warnungen() {
  const a = useRecordContext<{ warnungen: Record<string, string[]> }>();
  const liste = Object.values(a?.warnungen ?? {}).flat();
  if (liste.length === 0) return null;
  return (
    <Alert severity="warning">
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {[...new Set(liste)].map((w) => (
          <li key={w}>{w}</li>
        ))}
      </Box>
    </Alert>
  );
}
