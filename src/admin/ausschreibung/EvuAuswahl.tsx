import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EinladbaresEvu } from '../../../domain/api/ausschreibung';
import { SPARTE_LABEL, type Sparte } from '../../../domain/ausschreibung';

/** An EVU is found by its name, PLZ or Ort (any part, any case); the region is the start of its PLZ. */
export function gefilterteEvus(evus: readonly EinladbaresEvu[], suche: string, plzAnfang: string): EinladbaresEvu[] {
  const begriff = suche.trim().toLocaleLowerCase('de-DE');
  const region = plzAnfang.trim();
  return evus.filter(
    (e) => (!begriff || `${e.label} ${e.plz} ${e.ort}`.toLocaleLowerCase('de-DE').includes(begriff)) && (!region || e.plz.startsWith(region)),
  );
}

/**
 * The choice in the invitation dialog: the EVUs admitted for the tender's Sparte (issue 45; the others are
 * NichtZugelasseneAuswahl's, with a Begründung), narrowed by a
 * search and a region (PLZ prefix); "Alle passenden" ticks every one shown, "Wie beim letzten Mal" those invited to
 * the Kunde's previous tender of the Sparte. `fest` are invited for good (after the release) and stay ticked.
 */
export function EvuAuswahl({ evus, sparte, auswahl, fest, onChange }: {
  evus: readonly EinladbaresEvu[];
  sparte: Sparte;
  auswahl: readonly number[];
  fest: readonly number[];
  onChange: (auswahl: number[]) => void;
}) {
  const [suche, setSuche] = useState('');
  const [plz, setPlz] = useState('');
  const gezeigt = gefilterteEvus(evus, suche, plz);
  const zuletzt = evus.filter((e) => e.letztesMal).map((e) => e.value);
  const dazu = (ids: number[]) => onChange([...new Set([...auswahl, ...ids])]);
  const umschalten = (id: number, an: boolean) => onChange(an ? [...auswahl, id] : auswahl.filter((x) => x !== id));
  if (evus.length === 0) return <Alert severity="warning">Kein EVU ist für die Sparte {SPARTE_LABEL[sparte]} zugelassen.</Alert>;
  return (
    <Stack spacing={1.5}>
      <Typography>
        Für {SPARTE_LABEL[sparte]} zugelassene EVUs: {auswahl.length} von {evus.length} ausgewählt
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField label="Suche" placeholder="Firma, PLZ oder Ort" value={suche} onChange={(e) => setSuche(e.target.value)} size="small" fullWidth type="search" />
        <TextField
          label="Region (PLZ-Anfang)"
          value={plz}
          onChange={(e) => setPlz(e.target.value.replace(/\D/g, '').slice(0, 5))}
          size="small"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ minWidth: { sm: 210 } }}
        />
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => dazu(gezeigt.map((e) => e.value))} disabled={gezeigt.length === 0}>
          {gezeigt.length === evus.length ? 'Alle passenden' : `Alle ${gezeigt.length} gefundenen`}
        </Button>
        <Button size="small" variant="outlined" onClick={() => dazu(zuletzt)} disabled={zuletzt.length === 0} title={zuletzt.length === 0 ? 'Die vorige Ausschreibung dieses Kunden in dieser Sparte lud niemanden ein (oder es gibt keine).' : undefined}>
          Wie beim letzten Mal ({zuletzt.length})
        </Button>
      </Box>
      {gezeigt.length === 0 ? (
        <Typography color="text.secondary">Kein EVU passt zu Suche und Region.</Typography>
      ) : (
        <FormGroup>
          {gezeigt.map((e) => (
            <FormControlLabel
              key={e.value}
              label={
                <>
                  {e.label}
                  <Typography component="span" variant="body2" color="text.secondary">{` · ${e.plz} ${e.ort}${e.letztesMal ? ' · beim letzten Mal eingeladen' : ''}`}</Typography>
                </>
              }
              control={<Checkbox checked={auswahl.includes(e.value)} disabled={fest.includes(e.value)} onChange={(ev) => umschalten(e.value, ev.target.checked)} />}
            />
          ))}
        </FormGroup>
      )}
    </Stack>
  );
}
