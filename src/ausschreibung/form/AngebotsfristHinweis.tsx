import Alert from '@mui/material/Alert';
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
  return (
    <Alert
      severity="warning"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={() => setValue('angebotsfrist', new Date(hinweis.vorschlag).toISOString(), { shouldDirty: true, shouldTouch: true, shouldValidate: true })}>
          Auf {hinweis.vorschlagText} verschieben
        </Button>
      }
    >
      {hinweis.text}
    </Alert>
  );
}
