import { createElement } from 'react';
import BoltIcon from '@mui/icons-material/Bolt';
import LocalFireDepartmentIcon from '@mui/icons-material/LocalFireDepartment';
import { EvuAusschreibungList } from './EvuAusschreibungList';

export const strom = {
  list: () => createElement(EvuAusschreibungList, { titel: 'Stromausschreibungen' }),
  icon: BoltIcon,
  recordRepresentation: 'nummer',
};

export const gas = {
  list: () => createElement(EvuAusschreibungList, { titel: 'Gasausschreibungen' }),
  icon: LocalFireDepartmentIcon,
  recordRepresentation: 'nummer',
};
