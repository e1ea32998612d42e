import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { LastgangZeitbezug } from '../../domain/api/lastgang';
import { ZEITBEZUG_LABEL } from '../../domain/lastgang/zeitbezug';

/**
 * Whether the file's times name the start or the end of their quarter hour: always the user's to choose, the
 * portal's guess preselected and named, so a file the guess gets wrong is read right all the same.
 */
export function ZeitbezugWahl({ lieferstelleId, erkannt, wert, disabled, onChange }: {
  lieferstelleId: number;
  erkannt: LastgangZeitbezug;
  wert: LastgangZeitbezug;
  disabled: boolean;
  onChange: (zeitbezug: LastgangZeitbezug) => void;
}) {
  const id = `zeitbezug-${lieferstelleId}`;
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={id}>Die Zeitpunkte der Datei bezeichnen</FormLabel>
      <RadioGroup row aria-labelledby={id} aria-describedby={`${id}-hilfe`} value={wert} onChange={(e) => onChange(e.target.value as LastgangZeitbezug)}>
        <FormControlLabel value="beginn" control={<Radio />} label={ZEITBEZUG_LABEL.beginn} />
        <FormControlLabel value="ende" control={<Radio />} label={ZEITBEZUG_LABEL.ende} />
      </RadioGroup>
      <FormHelperText id={`${id}-hilfe`} sx={{ mx: 0 }}>
        {`Erkannt: ${ZEITBEZUG_LABEL[erkannt]}. Als Ende gelesen gehört jeder Wert zur Viertelstunde vor seinem Zeitpunkt; die ersten Zeilen unten zeigen beide Lesarten.`}
      </FormHelperText>
    </FormControl>
  );
}
