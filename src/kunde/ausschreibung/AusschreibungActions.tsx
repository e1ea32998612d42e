import { useState } from 'react';
import { Button, EditButton, TopToolbar, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { DeleteDialog } from '../../ui/dialogs/DeleteDialog';
import { vergabeApi } from '../../api/vergabe';
import { AufhebenButton } from '../../vergabe/AufhebenButton';
import { VergabevermerkButton } from '../../vergabe/VergabevermerkButton';

/**
 * While the tender is in review the Kunde may still correct or withdraw it; afterwards neither is offered, but until a
 * Zuschlag takes effect it may cancel the procedure (aufheben). From the Bindefrist on, when the offers are released
 * to the Kunde, the Vergabevermerk of the procedure stands here.
 */
export function AusschreibungActions() {
  const a = useRecordContext<{ id: number; typ: number; nummer: string; bezeichnung: string; status: number }>();
  const [frage, setFrage] = useState(false);
  const [loesche, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!a) return null;
  if (a.status !== AusschreibungStatus.PruefungAusschreibung) {
    return (
      <TopToolbar>
        <AufhebenButton verfahren={{ rolle: 'kunde', id: a.id, typ: a.typ }} a={a} />
        {a.status >= AusschreibungStatus.Bindefrist && <VergabevermerkButton lade={() => vergabeApi.vermerkKunde(a.id)} nummer={a.nummer} />}
      </TopToolbar>
    );
  }
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
