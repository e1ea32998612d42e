import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useNarrowerThan } from '../viewport/useNarrowerThan';

const AKTIONEN = { flexWrap: 'wrap', gap: 1, px: { xs: 2, sm: 3 }, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } } as const;

/**
 * The portal's modal: a title, a close button, content and actions. MUI moves the focus into the dialog
 * when it opens, keeps it there, and gives it back to the trigger when it closes; Escape closes. A long form
 * (`telefonVollbild`) takes the whole screen of a phone instead of a narrow box between margins. A refusal of what
 * the dialog asked (`fehler`) stands right above the buttons, outside the scrolling content, where no toast covers it.
 */
export function DialogFrame({ offen, titel, children, aktionen, onSchliessen, breite = 'sm', telefonVollbild = false, fehler }: {
  offen: boolean;
  titel: string;
  children: ReactNode;
  aktionen?: ReactNode;
  onSchliessen: () => void;
  breite?: 'xs' | 'sm' | 'md' | 'lg';
  telefonVollbild?: boolean;
  fehler?: string | null;
}) {
  const id = useId();
  const telefon = useNarrowerThan('sm');
  return (
    <Dialog open={offen} onClose={onSchliessen} aria-labelledby={`${id}-titel`} aria-describedby={`${id}-inhalt`} maxWidth={breite} fullWidth fullScreen={telefonVollbild && telefon}>
      <DialogTitle id={`${id}-titel`} sx={{ pr: 6 }}>
        {titel}
      </DialogTitle>
      {/* Beside the title, not in it: the title names the dialog, and "Schließen" is no part of that name. */}
      <IconButton aria-label="Schließen" onClick={onSchliessen} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent id={`${id}-inhalt`}>{children}</DialogContent>
      {fehler && (
        <Alert severity="error" sx={{ mx: 3, mt: 1 }}>
          {fehler}
        </Alert>
      )}
      {/* Several buttons wrap onto further lines on a phone, each with the dialog's margin, none against its edge. */}
      {aktionen && <DialogActions sx={AKTIONEN}>{aktionen}</DialogActions>}
    </Dialog>
  );
}
