import { NavLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { logout, useAuthentifizierung } from '../api/auth';
import { UserMenu } from './UserMenu';
import { navigationFuer, PASSWORT_AENDERN } from './navigation';

/** The signed-in user's navigation (SPEC.md section 2): the role's items, 'Passwort ändern' and 'Abmelden'. */
export function RoleNavigation() {
  const auth = useAuthentifizierung();
  const navigate = useNavigate();
  if (!auth) return null;
  const punkte = [...navigationFuer(auth.roles), PASSWORT_AENDERN];
  const abmelden = async () => {
    await logout();
    navigate('/', { replace: true });
  };
  return (
    <Box
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Box component="nav" aria-label="Hauptnavigation" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, py: 0.5, flexGrow: 1, alignItems: 'center' }}>
        {punkte.map((p) => (
          <Button
            key={p.pfad}
            component={NavLink}
            to={p.pfad}
            size="small"
            sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 700 } }}
          >
            {p.label}
          </Button>
        ))}
        <Button size="small" color="inherit" startIcon={<LogoutIcon aria-hidden />} onClick={abmelden}>
          Abmelden
        </Button>
      </Box>
      <UserMenu name={`${auth.vorname} ${auth.nachname}`} />
    </Box>
  );
}
