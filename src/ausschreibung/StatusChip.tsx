import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { AusschreibungStatus, STATUS_LABEL } from '../../domain/ausschreibung';

const FARBE = {
  [AusschreibungStatus.PruefungAusschreibung]: 'default',
  [AusschreibungStatus.Aktiv]: 'primary',
  [AusschreibungStatus.PruefungAngebote]: 'warning',
  [AusschreibungStatus.Bindefrist]: 'secondary',
  [AusschreibungStatus.Abgeschlossen]: 'success',
  [AusschreibungStatus.Aufgehoben]: 'error',
} as const satisfies Record<AusschreibungStatus, string>;

/** The tender status as a coloured chip with its German name. */
export function StatusChip({ label: _label }: { label?: string }) {
  const record = useRecordContext<{ status: AusschreibungStatus }>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      label={STATUS_LABEL[record.status]}
      color={FARBE[record.status]}
      variant={record.status === AusschreibungStatus.PruefungAusschreibung ? 'outlined' : 'filled'}
      // Never cut to "Prüfung Ausschr…": the chip keeps its whole name and gives way as a whole.
      sx={{ flexShrink: 0, maxWidth: 'none' }}
    />
  );
}
