import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { useKundeFragen } from '../../api/vergabe';
import { BieterfragenList } from '../../vergabe/BieterfragenList';

/** The bidders' questions with the broker's drafts and answers (never who asked). */
export function BieterfragenPanel({ a }: { a: { id: number; status: number } }) {
  const { data, isPending, error } = useKundeFragen(a.id);
  return (
    <Stack spacing={2}>
      {a.status >= AusschreibungStatus.Aktiv && (
        <Typography variant="body2" color="text.secondary">
          Die Bieter stellen ihre Fragen anonym; der Makler beantwortet sie für alle Bieter gleich.
        </Typography>
      )}
      <BieterfragenList fragen={data} isPending={isPending} error={error} entwuerfeZeigen />
    </Stack>
  );
}
