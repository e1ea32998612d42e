import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useFormContext, useWatch } from 'react-hook-form';
import { angebotsfristHinweis } from '../../../domain/kalender/angebotsfristHinweis';

/**
 * Under the Angebotsfrist: a warning when it ends on a Saturday, Sunday or a holiday of the Kunde's Land (from its
 * PLZ), with the next working day at the same time as a one-click fix. A warning only: the server accepts the date.
 */
export function AngebotsfristHinweis({ kundePlz }: { kundePlz: string | null | undefined }) {
  const angebotsfrist = useWatch({ name: 'angebotsfrist' }) as string | undefined;
  const { setValue } = useFormContext();
  const hinweis = angebotsfristHinweis(angebotsfrist, kundePlz);
  if (!hinweis) return null;
  // The fix below the text rather than beside it: on a phone a side button leaves the text a narrow column.
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {hinweis.text}
      <Box sx={{ mt: 1 }}>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={() => setValue('angebotsfrist', new Date(hinweis.vorschlag).toISOString(), { shouldDirty: true, shouldTouch: true, shouldValidate: true })}
        >
          Auf {hinweis.vorschlagText} verschieben
        </Button>
      </Box>
    </Alert>
  );
}
