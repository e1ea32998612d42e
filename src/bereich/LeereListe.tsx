import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';

/** German empty state of a list. */
export function LeereListe({ text }: { text: string }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48 }} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
