import { useRef } from 'react';
import { FormControl, FormHelperText, FormLabel } from '@mui/material';
import { useFieldInput, type FieldInputProps } from '../form/useFieldInput';
import { FileUpload, type FileUploadProps } from './FileUpload';

type Weitergereicht = 'url' | 'accept' | 'mehrere' | 'schluessel' | 'kopfzeilen' | 'erfolgsMeldung' | 'fehlerMeldung' | 'onFortschritt';
type FileUploadInputProps = FieldInputProps & Pick<FileUploadProps, Weitergereicht> & { label: string; hint?: string };

/** The upload inside a react-admin form; the value is the list of the uploaded documents' ids. */
export function FileUploadInput({ label, hint, url, accept, mehrere = true, schluessel, kopfzeilen, erfolgsMeldung, fehlerMeldung, onFortschritt, ...props }: FileUploadInputProps) {
  const { field, fehler, isRequired } = useFieldInput({ defaultValue: [], ...props });
  const ids: number[] = Array.isArray(field.value) ? field.value : [];
  // Parallel uploads finish between renders; each must add to the ids of the one before.
  const aktuell = useRef(ids);
  aktuell.current = ids;

  return (
    <FormControl fullWidth margin="dense" error={!!fehler} required={isRequired} disabled={props.disabled}>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <FileUpload
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
