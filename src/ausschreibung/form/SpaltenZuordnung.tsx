import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Sparte } from '../../../domain/ausschreibung';
import { fehlenMeldung } from '../../../domain/lieferstellenImport/pruefen';
import { importSpalten, type ImportFeld } from '../../../domain/lieferstellenImport/spalten';
import { fehlendeSpalten, festwertFelder, ordneZu, spaltenName, type Festwerte, type ImportQuelle, type SpaltenUebersicht, type Zuordnung } from '../../../domain/lieferstellenImport/zuordnung';

const NICHT = '';

/**
 * The column-mapping step: each column of the file (or of the pasted rows) with its first values and the field it
 * fills — the portal's guess from the synonym list, changed by the user per column, or "nicht übernehmen". A field
 * is filled from one column: choosing it for another takes it from the first. A field with a closed set of values
 * that no column fills (a sheet without Spannungsebene) can take one value for all rows instead. The report follows
 * once every required field has a column or such a value; it checks the value like a cell that says it.
 */
export function SpaltenZuordnung({ uebersicht, sparte, quelle, zuordnung, onAendern, festwerte, onFestwerte, onWeiter }: {
  uebersicht: SpaltenUebersicht;
  sparte: Sparte;
  quelle: ImportQuelle;
  zuordnung: Zuordnung;
  onAendern: (neu: Zuordnung) => void;
  festwerte: Festwerte;
  onFestwerte: (neu: Festwerte) => void;
  onWeiter: () => void;
}) {
  const spalten = importSpalten(sparte);
  const fehlend = fehlendeSpalten(zuordnung, sparte, festwerte);
  const ohneSpalte = festwertFelder(zuordnung, sparte);
  const woher = quelle === 'datei' ? 'der Datei' : 'der eingefügten Zeilen';
  return (
    <Stack spacing={2} component="section" aria-label="Zuordnung der Spalten">
      <Typography>
        {`Die Spalten ${woher} heißen anders als in der Vorlage. Prüfen Sie, welche Angabe jede Spalte enthält: Voreingestellt ist der Vorschlag des Portals. ` +
          'Spalten, die Sie nicht brauchen, werden nicht übernommen.'}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', rowGap: 1.5 }}>
        {uebersicht.kopfzeile.zellen.map((_, i) => {
          const name = spaltenName(uebersicht.kopfzeile, i);
          const beispiele = uebersicht.beispiele[i] ?? [];
          return (
            <Box
              component="li"
              key={i}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr) 280px' }, columnGap: 2, rowGap: 0.5, alignItems: 'center' }}
            >
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{`„${name}“`}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {beispiele.length ? `z. B. ${beispiele.join(', ')}` : 'leer'}
              </Typography>
              <TextField
                select
                size="small"
                // On a phone the field stands under the examples: room for its floating label.
                sx={{ mt: { xs: 1, sm: 0 } }}
                label="Übernehmen als"
                value={zuordnung[i] ?? NICHT}
                onChange={(e) => onAendern(ordneZu(zuordnung, i, (e.target.value || null) as ImportFeld | null))}
                slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `„${name}“ übernehmen als` }, inputLabel: { shrink: true } }}
              >
                <option value={NICHT}>nicht übernehmen</option>
                {spalten.map((s) => (
                  <option key={s.feld} value={s.feld}>
                    {s.pflicht ? `${s.kopf} *` : s.kopf}
                  </option>
                ))}
              </TextField>
            </Box>
          );
        })}
      </Box>
      {ohneSpalte.length > 0 && (
        <Stack spacing={1.5} component="section" aria-label="Angaben ohne Spalte">
          <Typography variant="body2">
            {`Keine Spalte ${woher} enthält ${ohneSpalte.map(({ spalte }) => spalte.kopf).join(', ')}. Gilt für alle Lieferstellen derselbe Wert, wählen Sie ihn hier; er wird in der Prüfung wie eine ausgefüllte Spalte geprüft.`}
          </Typography>
          {ohneSpalte.map(({ spalte, werte }) => (
            <TextField
              key={spalte.feld}
              select
              size="small"
              label={`${spalte.kopf} für alle Zeilen`}
              value={festwerte[spalte.feld] ?? NICHT}
              onChange={(e) => onFestwerte({ ...festwerte, [spalte.feld]: e.target.value || undefined })}
              sx={{ maxWidth: { sm: 280 } }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={NICHT}>{spalte.pflicht ? 'bitte wählen' : 'keine Angabe'}</option>
              {werte.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </TextField>
          ))}
        </Stack>
      )}
      {fehlend.length > 0 && (
        <Alert severity="warning">
          {`${fehlenMeldung(
            fehlend.map((s) => s.kopf),
            quelle,
          )} Ordnen Sie jeder mit * markierten Angabe eine Spalte zu (oder wählen Sie, wo angeboten, einen Wert für alle Zeilen), oder ergänzen Sie sie ${quelle === 'datei' ? 'in der Datei' : 'in Excel und fügen Sie die Zeilen erneut ein'}.`}
        </Alert>
      )}
      <div>
        <Button variant="contained" onClick={onWeiter} disabled={fehlend.length > 0}>
          Weiter zur Prüfung
        </Button>
      </div>
    </Stack>
  );
}
