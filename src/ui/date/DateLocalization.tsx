import type { ReactNode } from 'react';
import { de } from 'date-fns/locale/de';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE } from '@mui/x-date-pickers/locales';

const texte = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

/** German calendars: date-fns `de` (Monday first, German month names) and MUI-X's German texts. */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de} localeText={texte}>
      {children}
    </LocalizationProvider>
  );
}
