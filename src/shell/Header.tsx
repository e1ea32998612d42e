import { useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import BoltIcon from '@mui/icons-material/Bolt';
import LogoutIcon from '@mui/icons-material/Logout';
import { KOPF_RECHTS_LINKS, SEITEN_LINKS } from './navigation';
import { useRollenNavigation } from './RoleNavigation';

/**
 * Site header: brand, public site links, the legal and help links, and below the md breakpoint a menu toggle that
 * opens them in a drawer, after the signed-in user's navigation, which has no room of its own on a phone.
 */
export function Header() {
  const [menueOffen, setMenueOffen] = useState(false);
  const rollenNavigation = useRollenNavigation();
  const schliessen = () => setMenueOffen(false);
  return (
    <AppBar position="static" color="primary" elevation={0} component="header">
      <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2, md: 3 } }}>
        <Box component={RouterLink} to="/" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 0, md: 2 }, minWidth: 0 }}>
          <BoltIcon aria-hidden />
          {/* One long German word: on phones it shrinks with the screen, so that it is read whole beside the menu button. */}
          <Typography variant="h6" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap', fontSize: { xs: 'min(1rem, 3.9vw)', sm: '1.25rem' }, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            Energieausschreibungsportal
          </Typography>
        </Box>
        <Box component="nav" aria-label="Website" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexWrap: { md: 'wrap', lg: 'nowrap' }, flexShrink: { lg: 0 } }}>
          {SEITEN_LINKS.map((l) => (
            <Button key={l.pfad} component={RouterLink} to={l.pfad} color="inherit" size="small">
              {l.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {/* From lg up both link groups fit on one line; from md they wrap onto a second; on phones the menu holds them. */}
        <Box
          component="nav"
          aria-label="Rechtliches und Hilfe"
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.25, flexWrap: { md: 'wrap', lg: 'nowrap' }, justifyContent: 'flex-end', flexShrink: { md: 1, lg: 0 } }}
        >
          {KOPF_RECHTS_LINKS.map((l) => (
            <Button key={l.pfad} component={RouterLink} to={l.pfad} color="inherit" size="small" sx={{ fontWeight: 400, opacity: 0.9, whiteSpace: 'nowrap', minWidth: 0 }}>
              {l.label}
            </Button>
          ))}
        </Box>
        <IconButton
          color="inherit"
          sx={{ display: { md: 'none' } }}
          aria-label={menueOffen ? 'Menü schließen' : 'Menü öffnen'}
          aria-expanded={menueOffen}
          aria-controls="mobiles-menue"
          onClick={() => setMenueOffen((offen) => !offen)}
        >
          {menueOffen ? <CloseIcon /> : <MenuIcon />}
        </IconButton>
      </Toolbar>
      <Drawer id="mobiles-menue" anchor="right" open={menueOffen} onClose={schliessen}>
        {rollenNavigation && (
          <>
            <Box component="nav" aria-label="Hauptnavigation" sx={{ width: 260 }}>
              <List>
                {rollenNavigation.punkte.map((p) => (
                  <ListItem key={p.pfad} disablePadding>
                    <ListItemButton component={NavLink} to={p.pfad} onClick={schliessen} sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}>
                      <ListItemText primary={p.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />
                    </ListItemButton>
                  </ListItem>
                ))}
                <ListItem disablePadding>
                  <ListItemButton
                    onClick={() => {
                      schliessen();
                      void rollenNavigation.abmelden();
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <LogoutIcon aria-hidden />
                    </ListItemIcon>
                    <ListItemText primary="Abmelden" />
                  </ListItemButton>
                </ListItem>
              </List>
            </Box>
            <Divider />
          </>
        )}
        <Box component="nav" aria-label="Website" sx={{ width: 260 }}>
          <List>
            {SEITEN_LINKS.map((l) => (
              // A list holds list items: the link inside its item, not in place of it.
              <ListItem key={l.pfad} disablePadding>
                <ListItemButton component={RouterLink} to={l.pfad} onClick={schliessen}>
                  <ListItemText primary={l.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List aria-label="Rechtliches und Hilfe" dense>
            {KOPF_RECHTS_LINKS.map((l) => (
              <ListItem key={l.pfad} disablePadding>
                <ListItemButton component={RouterLink} to={l.pfad} onClick={schliessen}>
                  <ListItemText primary={l.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
