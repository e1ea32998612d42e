import { NavLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { logout, useAuthentifizierung, useMitgliedPfade } from '../api/auth';
import { UserMenu } from './UserMenu';
import { navigationFuer, PASSWORT_AENDERN } from './navigation';

/** The signed-in user's navigation items and their sign-out, for the bar below the header and the phone's menu. */
export function useRollenNavigation() {
  const auth = useAuthentifizierung();
  const { login } = useMitgliedPfade();
  const navigate = useNavigate();
  if (!auth) return null;
  return {
    auth,
    punkte: [...navigationFuer(auth.roles), PASSWORT_AENDERN],
    abmelden: async () => {
      await logout();
      navigate(login, { replace: true });
    },
  };
}

/**
 * The signed-in user's navigation (SPEC.md section 2): the role's items, 'Passwort ändern' and 'Abmelden'. Below
 * the md breakpoint they would wrap to three lines before any content: there they live in the header's menu.
 */
export function RoleNavigation() {
  const navigation = useRollenNavigation();
  if (!navigation) return null;
  const { auth, punkte, abmelden } = navigation;
  return (
    <Box
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Box component="nav" aria-label="Hauptnavigation" sx={{ display: { xs: 'none', md: 'flex' }, flexWrap: 'wrap', gap: 0.5, py: 0.5, flexGrow: 1, alignItems: 'center' }}>
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
