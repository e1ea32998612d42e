import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme';
import { AktualisierungsHinweis } from '../ui/fehler/AktualisierungsHinweis';
import { Meldungsleiste } from '../ui/meldungen/Meldungsleiste';
import { Fusszeile } from './Fusszeile';
import { Kopfzeile } from './Kopfzeile';
import { NachObenBeiNavigation } from './NachObenBeiNavigation';
import { NavigationsMeldung } from './NavigationsMeldung';
import { RollenNavigation } from './RollenNavigation';
import { Seitentitel } from './Seitentitel';

/** Root shell: skip link, header, role navigation, the page, footer. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NachObenBeiNavigation />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Link
          href="#inhalt"
          sx={{ position: 'absolute', left: -10_000, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
        >
          Zum Inhalt springen
        </Link>
        <Kopfzeile />
        <RollenNavigation />
        <Box component="main" id="inhalt" tabIndex={-1} sx={{ flexGrow: 1, p: { xs: 1, sm: 2, md: 3 }, outline: 'none' }}>
          {children}
        </Box>
        <Fusszeile />
        <Seitentitel inhaltId="inhalt" />
        <NavigationsMeldung />
        <Meldungsleiste />
        <AktualisierungsHinweis />
      </Box>
    </ThemeProvider>
  );
}
