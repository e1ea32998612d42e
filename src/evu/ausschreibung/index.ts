import { createElement } from 'react';
import BoltIcon from '@mui/icons-material/Bolt';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { EvuAusschreibungList } from './EvuAusschreibungList';
import { EvuAusschreibungShow } from './EvuAusschreibungShow';

export const strom = {
  list: () => createElement(EvuAusschreibungList, { titel: 'Stromausschreibungen' }),
  show: EvuAusschreibungShow,
  icon: BoltIcon,
  recordRepresentation: 'nummer',
};

export const gas = {
  list: () => createElement(EvuAusschreibungList, { titel: 'Gasausschreibungen' }),
  show: EvuAusschreibungShow,
  icon: LocalFireDepartmentIcon,
  recordRepresentation: 'nummer',
};
