import { useState } from 'react';
import { Button, EditButton, TopToolbar, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { DeleteDialog } from '../../ui/dialogs/DeleteDialog';
import { vergabeApi } from '../../api/vergabe';
import { VergabevermerkButton } from '../../vergabe/VergabevermerkButton';

/**
 * While the tender is in review the Kunde may still correct or withdraw it; afterwards neither is offered. From the
 * Bindefrist on, when the offers are released to the Kunde, the Vergabevermerk of the procedure stands here.
 */
export function AusschreibungActions() {
  const a = useRecordContext<{ id: number; nummer: string; bezeichnung: string; status: number }>();
  const [frage, setFrage] = useState(false);
  const [loesche, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!a) return null;
  if (a.status >= AusschreibungStatus.Bindefrist) {
    return (
      <TopToolbar>
        <VergabevermerkButton lade={() => vergabeApi.vermerkKunde(a.id)} nummer={a.nummer} />
      </TopToolbar>
    );
  }
  if (a.status !== AusschreibungStatus.PruefungAusschreibung) return null;
  const bestaetigt = () => {
    setFrage(false);
    void loesche(
      'ausschreibung',
      { id: a.id, previousData: a },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`Die Ausschreibung ${a.nummer} wurde gelöscht.`, { type: 'success' });
          redirect('list', 'ausschreibung');
        },
      },
    );
  };
  return (
    <TopToolbar>
      <EditButton />
      {/* react-admin's Button like the EditButton beside it, so that both have one size and stand on one line. */}
      <Button label="ra.action.delete" color="error" onClick={() => setFrage(true)} disabled={isPending}>
        <DeleteIcon />
      </Button>
      <DeleteDialog offen={frage} name={`${a.nummer} – ${a.bezeichnung}`} onLoeschen={bestaetigt} onAbbrechen={() => setFrage(false)} />
    </TopToolbar>
  );
}
