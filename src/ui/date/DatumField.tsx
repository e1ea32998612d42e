import { format, isValid, parseISO } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LIVE_REGION } from '../form/liveRegion';
import { DateLocalization } from './DateLocalization';
import { DATUM_UNGUELTIG } from './PortalDateInput';

/** What `onChange` gets for a date typed only halfway or not existing, as in forms: the caller's check names it. */
export { DATUM_UNGUELTIG };

/**
 * A German date field (dd.MM.yyyy) outside a react-admin form, such as in a dialog or a row of an editable table: the value is a
 * calendar day 'YYYY-MM-DD', '' while empty, DATUM_UNGUELTIG while half typed. Forms use PortalDateInput.
 */
export function DatumField({
  label,
  value,
  onChange,
  fehler,
  hinweis,
  required,
  maxDate,
}: {
  label: string;
  value: string;
  onChange: (tag: string) => void;
  fehler?: string;
  hinweis?: string;
  required?: boolean;
  /** the last day that can be picked */
  maxDate?: Date;
}) {
  const wert = value && value !== DATUM_UNGUELTIG ? parseISO(value) : null;
  return (
    <DateLocalization>
      <DatePicker
        label={required ? `${label} *` : label}
        value={wert}
        format="dd.MM.yyyy"
        maxDate={maxDate}
        onChange={(d: Date | null) => onChange(d === null ? '' : isValid(d) ? format(d, 'yyyy-MM-dd') : DATUM_UNGUELTIG)}
        slotProps={{ textField: { error: !!fehler, helperText: fehler ?? hinweis ?? ' ', slotProps: { formHelperText: LIVE_REGION }, fullWidth: true } }}
      />
    </DateLocalization>
  );
}
