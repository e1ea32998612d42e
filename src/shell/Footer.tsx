import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { RECHTS_LINKS } from './navigation';

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box component="nav" aria-label="Rechtliches" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center' }}>
        {RECHTS_LINKS.map((l) => (
          <Link key={l.pfad} component={RouterLink} to={l.pfad} variant="body2">
            {l.label}
          </Link>
        ))}
      </Box>
    </Box>
  );
}
