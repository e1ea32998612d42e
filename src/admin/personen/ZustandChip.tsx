import type { ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import Chip from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LockIcon from '@mui/icons-material/Lock';
import { KONTO_ZUSTAND_LABEL, type KontoZustand } from '../../../domain/konto';

const FARBE = { 0: 'warning', 1: 'success', 2: 'error' } as const;
const SYMBOL: Record<KontoZustand, ReactElement> = { 0: <HourglassEmptyIcon />, 1: <CheckCircleOutlineIcon />, 2: <LockIcon /> };

/** An account's state as a chip: its name and a symbol, so that it does not depend on telling colours apart. */
export function ZustandChip(_: { source?: string; label?: string }) {
  const datensatz = useRecordContext<{ zustand: KontoZustand }>();
  if (!datensatz) return null;
  const zustand = datensatz.zustand;
  return <Chip size="small" variant="outlined" color={FARBE[zustand]} icon={SYMBOL[zustand]} label={KONTO_ZUSTAND_LABEL[zustand]} />;
}
