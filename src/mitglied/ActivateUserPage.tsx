import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { memberApi } from '../api/mitglied/memberApi';
import { TokenAktionPage } from './TokenAktionPage';

/** Activation from the mailed link. */
export function ActivateUserPage() {
  return (
    <TokenAktionPage titel="Konto aktivieren" art="activate-user" aktion={memberApi.activateUser}>
      <Alert severity="success" role="status">
        Ihr Konto ist aktiviert. Sie können sich jetzt anmelden.
      </Alert>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 2 }}>
        Zur Anmeldung
      </Button>
    </TokenAktionPage>
  );
}
