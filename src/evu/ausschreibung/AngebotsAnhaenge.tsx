import { useState } from 'react';
import { useNotify } from 'react-admin';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { angebotsAnhaengeApi, useAnhangLoeschen } from '../../api/angebotsAnhaenge';
import { useEigenesAngebotNeuLaden } from '../../api/evu/useEigenesAngebot';
import type { AngebotsAnhang, EigenesAngebot } from '../../../domain/api/angebot';
import { ANHANG_REGELN } from '../../../domain/angebotsAnhaenge';
import { AnhangButton } from '../../ausschreibung/AnhangLinks';
import { DeleteDialog } from '../../ui/dialogs/DeleteDialog';
import { fehlermeldung } from '../../ui/errors/fehlertext';
import { FEHLER_ALLGEMEIN } from '../../ui/notifications/useMeldung';
import { FileUpload } from '../../ui/upload/FileUpload';

export const ANHANG_HINWEIS = 'PDF oder XLSX, alle Anhänge zusammen höchstens 10 MB.';

/**
 * The EVU's attachments to its offer until the Angebotsfrist: each to download or delete, and an upload for more.
 * They belong to a submitted offer; before it there is nothing to attach to.
 */
export function AngebotsAnhaenge({ ausschreibungId, angebot }: { ausschreibungId: number; angebot: EigenesAngebot | null }) {
  const neuLaden = useEigenesAngebotNeuLaden(ausschreibungId);
  const loeschen = useAnhangLoeschen(ausschreibungId);
  const notify = useNotify();
  const [frage, setFrage] = useState<AngebotsAnhang | null>(null);

  const loesche = (anhang: AngebotsAnhang) => {
    setFrage(null);
    loeschen.mutateAsync(anhang.id).then(
      () => notify(`Der Anhang „${anhang.name}“ wurde gelöscht.`, { type: 'success' }),
      (fehler: unknown) => notify(fehlermeldung(fehler) || FEHLER_ALLGEMEIN, { type: 'error' }),
    );
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 720 }}>
      <Typography variant="subtitle1" component="h3">
        Anhänge zum Angebot
      </Typography>
      {!angebot ? (
        <Typography color="text.secondary">Anhänge ({ANHANG_HINWEIS}) können Sie hinzufügen, sobald Sie Ihr Angebot abgegeben haben.</Typography>
      ) : (
        <>
          {angebot.anhaenge.length === 0 ? (
            <Typography color="text.secondary">Ihr Angebot hat keine Anhänge.</Typography>
          ) : (
            <List dense aria-label="Anhänge Ihres Angebots" disablePadding>
              {angebot.anhaenge.map((anhang) => (
                <ListItem
                  key={anhang.id}
                  disableGutters
                  secondaryAction={
                    <IconButton edge="end" aria-label={`${anhang.name} löschen`} onClick={() => setFrage(anhang)} disabled={loeschen.isPending}>
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <AnhangButton anhang={anhang} />
                </ListItem>
              ))}
            </List>
          )}
          <FileUpload url={angebotsAnhaengeApi.hochladenUrl(ausschreibungId)} mehrere regeln={ANHANG_REGELN} hinweis={ANHANG_HINWEIS} onHochgeladen={() => void neuLaden()} />
        </>
      )}
      <DeleteDialog offen={frage !== null} name={frage?.name ?? ''} onLoeschen={() => frage && loesche(frage)} onAbbrechen={() => setFrage(null)} />
    </Stack>
  );
}
