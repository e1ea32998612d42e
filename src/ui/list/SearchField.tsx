import type { MouseEvent } from 'react';
import { ResettableTextFieldClasses, TextInput } from 'react-admin';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';

/** The search field's label, also the name of its chip among the active filters. */
export const SUCHE = 'Suche';

/**
 * A list's free-text filter, built like the filter selects beside it (outlined, label above, room for a hint), so
 * their fields share one height and baseline; react-admin's SearchInput is smaller and sits lower.
 */
export function SearchField({ source, placeholder }: { source: string; placeholder: string; alwaysOn?: boolean }) {
  return (
    <TextInput
      source={source}
      label={SUCHE}
      placeholder={placeholder}
      variant="outlined"
      size="medium"
      margin="dense"
      helperText=" "
      resettable
      onClickCapture={zurueckInsFeld}
      fullWidth
      // Wide enough for the longest placeholder (the administrator's five search targets) beside the selects.
      sx={{ minWidth: { sm: 440 } }}
      slotProps={{
        inputLabel: { shrink: true },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" aria-hidden /></InputAdornment> },
      }}
    />
  );
}

/**
 * "Eingabe löschen" leaves the field empty, and react-admin then replaces its button with a spacer: the focus of
 * a keyboard user fell to the page's start. It moves into the emptied field first, where the next search is typed.
 */
function zurueckInsFeld(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest(`button.${ResettableTextFieldClasses.clearButton}`)) event.currentTarget.querySelector('input')?.focus();
}
