import BoltIcon from '@mui/icons-material/Bolt';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { EvuAusschreibungList } from './EvuAusschreibungList';
import { EvuAusschreibungShow } from './EvuAusschreibungShow';

/** The Strom tenders the EVU is invited to (resource `ausschreibung/strom`). */
export const strom = { list: EvuAusschreibungList, show: EvuAusschreibungShow, icon: BoltIcon, recordRepresentation: 'nummer' };

/** The Gas tenders the EVU is invited to (resource `ausschreibung/gas`). */
export const gas = { list: EvuAusschreibungList, show: EvuAusschreibungShow, icon: LocalFireDepartmentIcon, recordRepresentation: 'nummer' };
