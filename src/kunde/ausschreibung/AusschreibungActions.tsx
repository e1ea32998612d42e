import { useState } from 'react';
import { EditButton, TopToolbar, useDelete, useNotify, useRecordContext, useRedirect } from 'react-admin';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/Delete';
import { AusschreibungStatus } from '../../../domain/ausschreibung';
import { LoeschenDialog } from '../../ui/dialoge/LoeschenDialog';

/** While the tender is in review the Kunde may still correct or withdraw it; afterwards neither is offered. */
export function AusschreibungActions() {
  const a = useRecordContext<{ id: number; nummer: string; bezeichnung: string; status: number }>();
  const [frage, setFrage] = useState(false);
  const [loesche, { isPending }] = useDelete();
  const notify = useNotify();
  const redirect = useRedirect();
  if (!a || a.status !== AusschreibungStatus.PruefungAusschreibung) return null;
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
      {/* Small like react-admin's EditButton beside it, so that both stand on one line. */}
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setFrage(true)} disabled={isPending}>
        Löschen
      </Button>
      <LoeschenDialog offen={frage} name={`${a.nummer} – ${a.bezeichnung}`} onLoeschen={bestaetigt} onAbbrechen={() => setFrage(false)} />
    </TopToolbar>
  );
}
