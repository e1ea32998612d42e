import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { memberApi } from '../api/mitglied/memberApi';
import { TokenAktionPage } from './TokenAktionPage';

/** Confirmation of a changed e-mail address from the link mailed to it (Benutzerdaten). */
export function EmailBestaetigenPage() {
  return (
    <TokenAktionPage titel="E-Mail-Adresse bestätigen" art="confirm-email" aktion={memberApi.confirmEmail}>
      <Alert severity="success" role="status">
        Ihre neue E-Mail-Adresse ist bestätigt und gilt ab sofort.
      </Alert>
      <Button component={RouterLink} to="/app" variant="contained" sx={{ mt: 2 }}>
        Zu Ihrem Konto
      </Button>
    </TokenAktionPage>
  );
}
