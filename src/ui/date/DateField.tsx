import { format, isValid, parseISO } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LIVE_REGION } from '../form/liveRegion';
import { DateLocalization } from './DateLocalization';

/**
 * A German calendar-date field (dd.MM.yyyy) outside a react-admin form, such as in a dialog: the value is
 * 'YYYY-MM-DD', '' while empty or half typed; `max` ('YYYY-MM-DD') closes the later days. Forms use PortalDateInput.
 */
export function DateField({ label, value, onChange, max, fehler, hinweis, required }: {
  label: string;
  value: string;
  onChange: (tag: string) => void;
  max?: string;
  fehler?: string;
  hinweis?: string;
  required?: boolean;
}) {
  const wert = value ? parseISO(value) : null;
  return (
    <DateLocalization>
      <DatePicker
        label={label}
        value={wert && isValid(wert) ? wert : null}
        format="dd.MM.yyyy"
        maxDate={max ? parseISO(max) : undefined}
        onChange={(d: Date | null) => onChange(d && isValid(d) ? format(d, 'yyyy-MM-dd') : '')}
        slotProps={{ textField: { required, error: !!fehler, helperText: fehler ?? hinweis ?? ' ', slotProps: { formHelperText: LIVE_REGION }, fullWidth: true } }}
      />
    </DateLocalization>
  );
}
