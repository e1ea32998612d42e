import { format, isValid, parseISO, startOfMinute } from 'date-fns';
import { ausBerlinerWanduhr, berlinerWanduhr } from '../../../domain/datum';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useFieldInput, type FieldInputProps } from '../form/useFieldInput';
import { DateLocalization } from './DateLocalization';
import { LIVE_REGION } from '../form/liveRegion';

export const DATUM_UNGUELTIG_MELDUNG = 'Ein gültiges Datum wird erwartet (TT.MM.JJJJ).';
// A half-typed date must fail validation instead of silently becoming empty.
export const DATUM_UNGUELTIG = 'ungültig';

type DatumProps = FieldInputProps & {
  hint?: string;
  minDate?: Date;
  maxDate?: Date;
};

/**
 * react-admin's DateInput is the browser's native field and cannot be German (DESIGN.md section 9): these
 * wrap MUI-X pickers with `dd.MM.yyyy`. A date is stored as 'YYYY-MM-DD' (a calendar day, no time zone);
 * a date-time as an ISO instant, entered and shown in German time (as the lists show it) in whatever zone
 * the browser is: the date-fns adapter knows only the browser's zone, so the picker gets Berlin's wall clock.
 * A date-time holds whole minutes, as it shows them: editing a value with seconds drops them, none stays hidden.
 */
export function PortalDateInput(props: DatumProps) {
  return <Datumsfeld {...props} mitZeit={false} />;
}

export function PortalDateTimeInput(props: DatumProps) {
  return <Datumsfeld {...props} mitZeit />;
}

function Datumsfeld({ hint, minDate, maxDate, mitZeit, ...props }: DatumProps & { mitZeit: boolean }) {
  const gueltig = (wert: unknown) => (wert === DATUM_UNGUELTIG ? DATUM_UNGUELTIG_MELDUNG : undefined);
  const validate = [gueltig, ...(Array.isArray(props.validate) ? props.validate : props.validate ? [props.validate] : [])];
  const { field, fehler, isRequired, beschriftung } = useFieldInput({ ...props, validate });
  const gespeichert = typeof field.value === 'string' && field.value && field.value !== DATUM_UNGUELTIG ? parseISO(field.value) : null;
  const wert = gespeichert && mitZeit && isValid(gespeichert) ? berlinerWanduhr(gespeichert) : gespeichert;
  const Picker = mitZeit ? DateTimePicker : DatePicker;
  return (
    <DateLocalization>
      <Picker
        // The asterisk only: a native `required` would let the browser block the submit before the form's
        // own German message can appear.
        label={isRequired ? `${beschriftung} *` : beschriftung}
        value={wert}
        minDate={minDate}
        maxDate={maxDate}
        format={mitZeit ? 'dd.MM.yyyy HH:mm' : 'dd.MM.yyyy'}
        ampm={mitZeit ? false : undefined}
        disabled={props.disabled}
        onChange={(d: Date | null) => field.onChange(d === null ? null : !isValid(d) ? DATUM_UNGUELTIG : mitZeit ? ausBerlinerWanduhr(startOfMinute(d)).toISOString() : format(d, 'yyyy-MM-dd'))}
        onClose={field.onBlur}
        slotProps={{
          textField: {
            name: field.name,
            id: `${props.id ?? props.source}_input`,
            onBlur: field.onBlur,
            error: !!fehler,
            helperText: fehler ?? hint ?? ' ',
            slotProps: { formHelperText: LIVE_REGION },
            margin: 'dense',
          },
        }}
      />
    </DateLocalization>
  );
}
