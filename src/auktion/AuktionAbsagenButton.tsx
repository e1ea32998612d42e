import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useAuktionAbsagen } from '../api/auktion';
import { meldeHttpFehler } from '../ui/notifications/useMeldung';

/** Cancels a planned auction before it begins, after asking; the offers stay as they are. */
export function AuktionAbsagenButton({ pfad }: { pfad: string }) {
  const [frage, setFrage] = useState(false);
  const absage = useAuktionAbsagen(pfad);
  return (
    <>
      <Button color="error" onClick={() => setFrage(true)}>
        Absagen
      </Button>
      <Dialog open={frage} onClose={() => setFrage(false)}>
        <DialogTitle>Online-Auktion absagen?</DialogTitle>
        <DialogContent>Die Auktion findet dann nicht statt; die Angebote bleiben, wie sie sind.</DialogContent>
        <DialogActions>
          <Button onClick={() => setFrage(false)}>Abbrechen</Button>
          <Button color="error" variant="contained" onClick={() => absage.mutate(undefined, { onSuccess: () => setFrage(false), onError: meldeHttpFehler })}>
            Absagen
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
