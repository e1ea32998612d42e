import { useRef } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useFeldEingabe, type EingabeProps } from '../formular/useFeldEingabe';
import { Dateiupload, type DateiuploadProps } from './Dateiupload';

type Weitergereicht = 'url' | 'accept' | 'mehrere' | 'schluessel' | 'kopfzeilen' | 'erfolgsMeldung' | 'fehlerMeldung' | 'onFortschritt';
type DateiuploadInputProps = EingabeProps & Pick<DateiuploadProps, Weitergereicht> & { label: string; hint?: string };

/** The upload inside a react-admin form; the value is the list of the uploaded documents' ids. */
export function DateiuploadInput({ label, hint, url, accept, mehrere = true, schluessel, kopfzeilen, erfolgsMeldung, fehlerMeldung, onFortschritt, ...props }: DateiuploadInputProps) {
  const { field, fehler, isRequired } = useFeldEingabe({ defaultValue: [], ...props });
  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  // Parallel uploads finish between renders; each must add to the ids of the one before.
  const aktuell = useRef(ids);
  aktuell.current = ids;

  return (
    <FormControl fullWidth margin="dense" error={!!fehler} required={isRequired} disabled={props.disabled}>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Dateiupload
        url={url}
        accept={accept}
        mehrere={mehrere}
        schluessel={schluessel}
        kopfzeilen={kopfzeilen}
        erfolgsMeldung={erfolgsMeldung}
        fehlerMeldung={fehlerMeldung}
        onFortschritt={onFortschritt}
        disabled={props.disabled}
        onHochgeladen={(dokument) => {
          aktuell.current = [...aktuell.current, dokument.id];
          field.onChange(aktuell.current);
          field.onBlur();
        }}
      />
      <FormHelperText>{fehler ?? hint ?? ' '}</FormHelperText>
    </FormControl>
  );
}
