import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';

/** German empty state of a list, with the action that fills it where there is one. */
export function EmptyList({ text, aktion }: { text: string; aktion?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography>{text}</Typography>
      {aktion && <Box sx={{ mt: 2 }}>{aktion}</Box>}
    </Box>
  );
}
