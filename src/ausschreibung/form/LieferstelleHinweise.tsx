import { useSimpleFormIteratorItem } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { pruefeLieferstelle } from '../../../domain/ausschreibungPruefung';
import { leseZahl } from '../../../domain/format';

interface LieferstelleWerte {
  messart?: string;
  jahresverbrauchKwh?: string | number | null;
}

/**
 * The plausibility warnings of one Lieferstelle (SLP with an RLM-sized volume …) while it is typed, by the same
 * rule the server warns with after saving. Always rendered, empty when there is nothing to say, so the card's
 * layout can give it the last row.
 */
export function LieferstelleHinweise({ sparte }: { sparte: 1 | 2 }) {
  const { index } = useSimpleFormIteratorItem();
  const werte = (useWatch({ name: `lieferstellen.${index}` }) as LieferstelleWerte | undefined) ?? {};
  const kwh = leseZahl(werte.jahresverbrauchKwh);
  const { warnungen } = pruefeLieferstelle({ maloId: '', messart: werte.messart ?? '', jahresverbrauchKwh: kwh !== null && !Number.isNaN(kwh) ? kwh : 0 }, sparte);
  return (
    <Box aria-live="polite">
      {warnungen.map(([, text]) => (
        <Alert key={text} severity="warning" sx={{ mb: 1 }}>
          {text}
        </Alert>
      ))}
    </Box>
  );
}
