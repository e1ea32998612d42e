import { memberApi } from '../api/mitglied/memberApi';
import { AnforderungForm } from './AnforderungForm';

/** SPEC.md 'Recover password page': request a link by login name; the answer never reveals whether it exists. */
export function RecoverPasswordPage() {
  return (
    <AnforderungForm
      titel="Passwort vergessen?"
      feld={{ label: 'Anmeldename', name: 'username', autoComplete: 'username' }}
      anfordern={memberApi.recoverPassword}
      nochmal="Neuen Link anfordern"
      bestaetigung="Ein Link mit dem Sie Ihr Passwort ändern können, wurde Ihnen per E-Mail zugeschickt."
    />
  );
}
