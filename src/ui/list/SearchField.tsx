import type { MouseEvent } from 'react';
import { ResettableTextFieldClasses, TextInput, useListContext, type Validator } from 'react-admin';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';
import { formatZahl } from '../../../domain/format';

/** The search field's label, also the name of its chip among the active filters. */
export const SUCHE = 'Suche';

/**
 * A list's free-text filter, built like the filter selects beside it (outlined, label above, room for a hint), so
 * their fields share one height and baseline; react-admin's SearchInput is smaller and sits lower.
 * `pruefe` says in German why a search cannot be asked (the list keeps its last one until the field is valid again);
 * `mitTreffern` shows under the field how many rows the search found, "mehr als 1.000 Treffer" where the server
 * counted only so far.
 */
export function SearchField({ source, placeholder, pruefe, mitTreffern }: { source: string; placeholder: string; alwaysOn?: boolean; pruefe?: (text: string | undefined) => string | undefined; mitTreffern?: boolean }) {
  const validate: Validator | undefined = pruefe && ((wert: unknown) => pruefe(typeof wert === 'string' ? wert : undefined));
  return (
    <TextInput
      source={source}
      label={SUCHE}
      placeholder={placeholder}
      variant="outlined"
      size="medium"
      margin="dense"
      helperText={mitTreffern ? <Treffer source={source} /> : ' '}
      validate={validate}
      resettable
      onClickCapture={zurueckInsFeld}
      fullWidth
      // Wide enough for the longest placeholder (the administrator's five search targets) beside the selects, and
      // no wider: a long refusal under it wraps instead of pushing the selects aside.
      // react-admin's filter form hides its inputs' helper texts; this one carries the hits and why a search is refused.
      sx={{ width: { sm: 440 }, '& .MuiFormHelperText-root': { display: 'block' } }}
      slotProps={{
        inputLabel: { shrink: true },
        input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" aria-hidden /></InputAdornment> },
      }}
    />
  );
}

/** How many rows the list's search found, once they are there; the reserved line otherwise. */
function Treffer({ source }: { source: string }) {
  const { filterValues, total, meta, isPending, error } = useListContext();
  const gesucht: unknown = filterValues?.[source];
  const mehrAls: unknown = meta?.mehrAls;
  if (typeof gesucht !== 'string' || !gesucht.trim() || isPending || error) return ' ';
  if (typeof mehrAls === 'number') return `mehr als ${formatZahl(mehrAls)} Treffer`;
  if (total === undefined) return ' ';
  return `${total === 0 ? 'keine' : formatZahl(total)} Treffer`;
}

/**
 * "Eingabe löschen" leaves the field empty, and react-admin then replaces its button with a spacer: the focus of
 * a keyboard user fell to the page's start. It moves into the emptied field first, where the next search is typed.
 */
function zurueckInsFeld(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest(`button.${ResettableTextFieldClasses.clearButton}`)) event.currentTarget.querySelector('input')?.focus();
}
