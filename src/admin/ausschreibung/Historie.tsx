import { useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { request } from '../../../dataProvider';
import { AUSSCHREIBUNG_ADMIN } from '../../../dataProvider/ausschreibungAdmin';
import { formatDatumZeit } from '../../domain/format';
import type { HistorienEintrag } from '../../domain/historie';

/** Who did what to the tender and when, newest first, from the audit trail. */
export function Historie() {
  const a = useRecordContext<{ id: number }>();
  const { data, isPending, error } = useQuery({
    queryKey: ['ausschreibung', 'historie', a?.id],
    queryFn: () => request<HistorienEintrag[]>(`${AUSSCHREIBUNG_ADMIN}/${a!.id}/historie`),
    enabled: !!a,
  });
  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (error) return <Alert severity="error">Die Historie konnte nicht geladen werden.</Alert>;
  if (data.length === 0) return <Alert severity="info">Noch keine Einträge.</Alert>;
  return (
    <Table size="small" aria-label="Historie der Ausschreibung">
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
  );
}
