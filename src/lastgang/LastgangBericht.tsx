import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { ModelState } from '../../domain/auth';
import { formatZahl } from '../../domain/format';

/** `zeile[4711]` → 'Zeile 4711'; other paths (the unit) name the field. */
function ort(pfad: string): string {
  const zeile = /^zeile\[(\d+)\]$/.exec(pfad);
  if (zeile) return `Zeile ${formatZahl(Number(zeile[1]))}`;
  return pfad === 'einheit' ? 'Einheit' : pfad;
}

/** The server's report of a refused Lastgang: what is wrong, each problem with its line. */
export function LastgangBericht({ bericht }: { bericht: ModelState }) {
  const probleme = Object.entries(bericht.errors ?? {}).flatMap(([pfad, meldungen]) => meldungen.map((m) => ({ ort: ort(pfad), meldung: m })));
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{bericht.message}</AlertTitle>
      {probleme.length > 0 && (
        <List dense disablePadding aria-label="Probleme" sx={{ maxHeight: 240, overflow: 'auto' }}>
          {probleme.map((p, i) => (
            <ListItem key={i} disableGutters sx={{ display: 'list-item', listStyle: 'none', py: 0 }}>
              <strong>{p.ort}:</strong> {p.meldung}
            </ListItem>
          ))}
        </List>
      )}
    </Alert>
  );
}
