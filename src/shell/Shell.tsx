import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { MitgliedPfadeProvider, PORTAL_PFADE } from '../api/auth';
import { theme } from '../ui/theme';
import { UpdateNotice } from '../ui/errors/UpdateNotice';
import { NotificationBar } from '../ui/notifications/NotificationBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollToTop } from './ScrollToTop';
import { NavigationMessage } from './NavigationMessage';
import { RoleNavigation } from './RoleNavigation';
import { PageTitle } from './PageTitle';

/** Root shell: skip link, header, role navigation, the page, footer; the member paths of the portal for all of it. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <MitgliedPfadeProvider value={PORTAL_PFADE}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ScrollToTop />
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
          <Link
            href="#inhalt"
            sx={{ position: 'absolute', left: -10_000, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
          >
            Zum Inhalt springen
          </Link>
          <Header />
          <RoleNavigation />
          {/* At least a screen high: content arriving after the first paint pushes no footer out of view (CLS). */}
          <Box component="main" id="inhalt" tabIndex={-1} sx={{ flexGrow: 1, minHeight: '100vh', p: { xs: 1, sm: 2, md: 3 }, outline: 'none' }}>
            {children}
          </Box>
          <Footer />
          <PageTitle inhaltId="inhalt" />
          <NavigationMessage />
          <NotificationBar />
          <UpdateNotice />
        </Box>
      </ThemeProvider>
    </MitgliedPfadeProvider>
  );
}
