import { isValid } from 'date-fns';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { ausBerlinerWanduhr, berlinerWanduhr } from '../../../domain/datum';
import { LIVE_REGION } from '../form/liveRegion';
import { DateLocalization } from './DateLocalization';

/**
 * A German date-time field (dd.MM.yyyy HH:mm, German time wherever the browser is) outside a react-admin form, such
 * as in a dialog: the value is an ISO instant, '' while empty or half typed. Forms use PortalDateTimeInput.
 */
export function DateTimeField({ label, value, onChange, fehler, hinweis }: { label: string; value: string; onChange: (iso: string) => void; fehler?: string; hinweis?: string }) {
  const wert = value ? berlinerWanduhr(new Date(value)) : null;
  return (
    <DateLocalization>
      <DateTimePicker
        label={label}
        value={wert}
        format="dd.MM.yyyy HH:mm"
        ampm={false}
        onChange={(d: Date | null) => onChange(d && isValid(d) ? ausBerlinerWanduhr(d).toISOString() : '')}
        slotProps={{ textField: { error: !!fehler, helperText: fehler ?? hinweis ?? ' ', slotProps: { formHelperText: LIVE_REGION }, fullWidth: true } }}
      />
    </DateLocalization>
  );
}
