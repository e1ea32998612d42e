import type { ReactElement } from 'react';
import Chip from '@mui/material/Chip';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonAddAltIcon from '@mui/icons-material/PersonAddAlt';
import { SPARTE_LABEL, type Sparte } from '../../../../domain/ausschreibung';
import { ZULASSUNG_STATUS_LABEL, type ZulassungStatus } from '../../../../domain/zulassung/status';

const FARBE = { registriert: 'default', in_pruefung: 'warning', zugelassen: 'success', abgelehnt: 'error', abgelaufen: 'warning', gesperrt: 'error' } as const;
const SYMBOL: Record<ZulassungStatus, ReactElement> = {
  registriert: <PersonAddAltIcon />,
  in_pruefung: <HourglassEmptyIcon />,
  zugelassen: <CheckCircleOutlineIcon />,
  abgelehnt: <HighlightOffIcon />,
  abgelaufen: <EventBusyIcon />,
  gesperrt: <BlockIcon />,
};

/** A Zulassung's state as a chip with a symbol (not by colour alone); with `sparte`, „Strom: zugelassen“. */
export function ZulassungChip({ status, sparte }: { status: ZulassungStatus; sparte?: number }) {
  const text = ZULASSUNG_STATUS_LABEL[status];
  return <Chip size="small" variant="outlined" color={FARBE[status]} icon={SYMBOL[status]} label={sparte ? `${SPARTE_LABEL[sparte as Sparte]}: ${text}` : text} />;
}
