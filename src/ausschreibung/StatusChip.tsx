import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';
import { STATUS_LABEL, type AusschreibungStatus } from '../../domain/ausschreibung';

const FARBE = { 0: 'default', 1: 'primary', 2: 'warning', 3: 'secondary', 4: 'success' } as const;

/** The tender status as a coloured chip with its German name. */
export function StatusChip({ label: _label }: { label?: string }) {
  const record = useRecordContext<{ status: AusschreibungStatus }>();
  if (!record) return null;
  return <Chip size="small" label={STATUS_LABEL[record.status]} color={FARBE[record.status]} variant={record.status === 0 ? 'outlined' : 'filled'} />;
}
