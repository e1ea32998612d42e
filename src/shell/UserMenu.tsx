import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';

/** The signed-in user's menu, for every role: second factors and sessions. */
export function UserMenu({ name }: { name: string }) {
  const [anker, setAnker] = useState<HTMLElement | null>(null);
  const schliessen = () => setAnker(null);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<AccountCircleIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={!!anker}
        aria-controls={anker ? 'benutzermenue' : undefined}
        onClick={(e) => setAnker(e.currentTarget)}
        sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}
      >
        Angemeldet als {name}
      </Button>
      <Menu id="benutzermenue" anchorEl={anker} open={!!anker} onClose={schliessen}>
        <MenuItem component={RouterLink} to="/zweiter-faktor" onClick={schliessen}>
          Zweiter Faktor
        </MenuItem>
        <MenuItem component={RouterLink} to="/sitzungen" onClick={schliessen}>
          Sitzungen
        </MenuItem>
      </Menu>
    </>
  );
}
