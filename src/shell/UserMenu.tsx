import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DevicesIcon from '@mui/icons-material/Devices';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';

/**
 * The signed-in user's menu, for every role: which mails they get, second factors and sessions. A button in the primary colour with
 * the user's name and an arrow, so it reads as something to open rather than as a note.
 */
export function UserMenu({ name }: { name: string }) {
  const [anker, setAnker] = useState<HTMLElement | null>(null);
  const schliessen = () => setAnker(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AccountCircleIcon aria-hidden />}
        endIcon={<ExpandMoreIcon aria-hidden />}
        aria-label={`Benutzermenü von ${name}`}
        aria-haspopup="menu"
        aria-expanded={!!anker}
        aria-controls={anker ? 'benutzermenue' : undefined}
        onClick={(e) => setAnker(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap', my: 0.5, maxWidth: '100%', '& .name': { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      >
        <span className="name">{name}</span>
      </Button>
      <Menu id="benutzermenue" anchorEl={anker} open={!!anker} onClose={schliessen} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {/* A menu holds menu items only (WCAG, ARIA): who is signed in is one that cannot be chosen. */}
        <MenuItem disabled sx={{ typography: 'body2', color: 'text.secondary', '&.Mui-disabled': { opacity: 1 } }}>
          Angemeldet als {name}
        </MenuItem>
        <Divider />
        <MenuItem component={RouterLink} to="/benachrichtigungen" onClick={schliessen}>
          <ListItemIcon>
            <NotificationsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Benachrichtigungen</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/zweiter-faktor" onClick={schliessen}>
          <ListItemIcon>
            <PhonelinkLockIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Zweiter Faktor</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/sitzungen" onClick={schliessen}>
          <ListItemIcon>
            <DevicesIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Sitzungen</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
