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
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { NichtZugelassenesEvu } from '../../../domain/api/zulassungAdmin';
import { BEGRUENDUNG_MAX } from '../../../domain/api/zulassungAdmin';
import { SPARTE_LABEL, type Sparte } from '../../../domain/ausschreibung';
import { BegruendungDialog } from '../../ui/dialogs/BegruendungDialog';

/**
 * The EVUs of the tender's Sparte without a Zulassung for it (issue 45), apart from the admitted ones and folded
 * away: choosing one asks for the Begründung the server requires and records; it counts for every EVU newly chosen
 * here and stays editable while any is chosen. `fest` are invited for good and stay ticked.
 */
export function NichtZugelasseneAuswahl({ evus, sparte, auswahl, fest, eingeladen, begruendung, onChange }: {
  evus: readonly NichtZugelassenesEvu[] | undefined;
  sparte: Sparte;
  auswahl: readonly number[];
  fest: readonly number[];
  /** invited before: stays invited as it was, without a new Begründung */
  eingeladen: readonly number[];
  begruendung: string;
  onChange: (auswahl: number[], begruendung: string) => void;
}) {
  const [offen, setOffen] = useState(false);
  const [frage, setFrage] = useState<NichtZugelassenesEvu | null>(null);
  const gewaehlt = (evus ?? []).filter((e) => auswahl.includes(e.value));
  const neuGewaehlt = gewaehlt.filter((e) => !eingeladen.includes(e.value));
  const waehle = (e: NichtZugelassenesEvu, an: boolean) => {
    if (!an) return onChange(auswahl.filter((x) => x !== e.value), begruendung);
    if (begruendung.trim() || eingeladen.includes(e.value)) return onChange([...auswahl, e.value], begruendung);
    setFrage(e);
  };
  return (
    <Box component="section" aria-label="Nicht zugelassene Versorger" sx={{ mt: 2, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Button
        onClick={() => setOffen(!offen)}
        aria-expanded={offen}
        endIcon={offen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        color="warning"
        disabled={evus !== undefined && evus.length === 0}
      >
        Nicht zugelassene Versorger{evus ? ` (${evus.length})` : ''}
        {gewaehlt.length > 0 && `, ${gewaehlt.length} ausgewählt`}
      </Button>
      {offen && evus && (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          <Alert severity="warning">
            Diese Versorger sind für die Sparte {SPARTE_LABEL[sparte]} nicht zugelassen. Eine Einladung ist eine Ausnahme: Sie braucht Ihre Begründung, die mit der Einladung gespeichert und in der Historie
            der Ausschreibung vermerkt wird.
          </Alert>
          <FormGroup>
            {evus.map((e) => (
              <FormControlLabel
                key={e.value}
                label={
                  <>
                    {e.label}
                    <Typography component="span" variant="body2" color="text.secondary">{` · ${e.plz} ${e.ort} · Zulassung: ${e.statusLabel}`}</Typography>
                  </>
                }
                control={<Checkbox checked={auswahl.includes(e.value)} disabled={fest.includes(e.value)} onChange={(ev) => waehle(e, ev.target.checked)} />}
              />
            ))}
          </FormGroup>
        </Stack>
      )}
      {neuGewaehlt.length > 0 && (
        <TextField
          label="Begründung der Einladung"
          required
          fullWidth
          multiline
          minRows={2}
          value={begruendung}
          onChange={(ev) => onChange([...auswahl], ev.target.value)}
          error={!begruendung.trim()}
          helperText={!begruendung.trim() ? 'Ohne Begründung kann kein nicht zugelassener Versorger eingeladen werden.' : `Gilt für: ${neuGewaehlt.map((e) => e.label).join(', ')}`}
          slotProps={{ htmlInput: { maxLength: BEGRUENDUNG_MAX } }}
          sx={{ mt: 1.5 }}
        />
      )}
      <BegruendungDialog
        offen={frage !== null}
        titel="Nicht zugelassenen Versorger einladen?"
        text={frage ? `${frage.label} ist für die Sparte ${SPARTE_LABEL[sparte]} nicht zugelassen (Zulassung: ${frage.statusLabel}). Bitte begründen Sie, warum er trotzdem eingeladen werden soll.` : ''}
        bestaetigen="Auswählen"
        label="Begründung der Einladung"
        hinweis="Zum Beispiel: Wunsch des Kunden, langjähriger Lieferant; die Zulassung ist beantragt."
        onAbbrechen={() => setFrage(null)}
        onBestaetigen={(text) => {
          onChange([...auswahl, frage!.value], text);
          setFrage(null);
        }}
      />
    </Box>
  );
}
