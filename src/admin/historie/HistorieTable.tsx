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
import { DetailCard, DetailCards } from '../../ui/display/DetailCards';
import { useNarrowerThan } from '../../ui/viewport/useNarrowerThan';
import type { HistorienEintrag } from '../../../domain/historie';
import { useTranslate } from 'react-admin';

/** Who did what and when, newest first, from the audit trail (a tender's, an account's); on a phone one card per entry. */
export function HistorieTable({ abfrage, label }: { abfrage: UseQueryResult<HistorienEintrag[]>; /** i18n key of the table's name */ label: string }) {
  const translate = useTranslate();
  const { data, isPending, error } = abfrage;
  const telefon = useNarrowerThan('sm');
  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (error) return <Alert severity="error">Die Historie konnte nicht geladen werden.</Alert>;
  if (data.length === 0) return <Alert severity="info">Noch keine Einträge.</Alert>;
  // Four columns do not fit a phone: there each entry is a card.
  if (telefon) {
    return (
      <DetailCards label={translate(label, { _: label })}>
        {data.map((e, i) => (
          <DetailCard
            key={`${e.zeit}-${i}`}
            titel={e.aktion}
            angaben={[
              { label: translate('portal.historie.zeitpunkt'), wert: formatDatumZeit(e.zeit) },
              { label: translate('portal.historie.wer'), wert: e.wer },
              { label: translate('portal.historie.details'), wert: e.details },
            ]}
          />
        ))}
      </DetailCards>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(label, { _: label })}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('portal.historie.zeitpunkt')}</TableCell>
            <TableCell>{translate('portal.historie.wer')}</TableCell>
            <TableCell>{translate('portal.historie.aktion')}</TableCell>
            <TableCell>{translate('portal.historie.details')}</TableCell>
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
