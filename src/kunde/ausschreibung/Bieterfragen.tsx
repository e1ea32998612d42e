import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { useKundeFragen, vergabeApi } from '../../api/vergabe';
import { FragenListe } from '../../vergabe/FragenListe';
import { VergabevermerkButton } from '../../vergabe/VergabevermerkButton';

/** The bidders' questions with the broker's drafts and answers (never who asked), and from the Bindefrist on the Vergabevermerk. */
export function Bieterfragen({ a }: { a: { id: number; nummer: string; status: number } }) {
  const { data, isPending, error } = useKundeFragen(a.id);
  return (
    <Stack spacing={2}>
      {a.status >= AusschreibungStatus.Aktiv && (
        <Typography variant="body2" color="text.secondary">
          Die Bieter stellen ihre Fragen anonym; der Makler beantwortet sie für alle Bieter gleich.
        </Typography>
      )}
      <FragenListe fragen={data} isPending={isPending} error={error} entwuerfeZeigen />
      {a.status >= AusschreibungStatus.Bindefrist && (
        <div>
          <VergabevermerkButton lade={() => vergabeApi.vermerkKunde(a.id)} nummer={a.nummer} />
        </div>
      )}
    </Stack>
  );
}
