import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDatumZeit } from '../../../domain/format';
import type { HistorienEintrag } from '../../../domain/historie';
import { useTranslate } from 'react-admin';

/** Who did what and when, newest first, from the audit trail (a tender's, an account's). */
export function HistorieTable({ abfrage, label }: { abfrage: UseQueryResult<HistorienEintrag[]>; /** i18n key of the table's name */ label: string }) {
  const translate = useTranslate();
  const { data, isPending, error } = abfrage;
  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (error) return <Alert severity="error">Die Historie konnte nicht geladen werden.</Alert>;
  if (data.length === 0) return <Alert severity="info">Noch keine Einträge.</Alert>;
  return (
    // Four columns do not fit a phone: the table scrolls sideways instead of squeezing the texts.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(label, { _: label })}>
        <TableHead>
          <TableRow>
            <TableCell>Zeitpunkt</TableCell>
            <TableCell>Wer</TableCell>
            <TableCell>Aktion</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.map((e, i) => (
            <TableRow key={`${e.zeit}-${i}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDatumZeit(e.zeit)}</TableCell>
              <TableCell>{e.wer}</TableCell>
              <TableCell>{e.aktion}</TableCell>
              <TableCell>{e.details ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
