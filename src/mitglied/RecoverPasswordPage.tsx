import { memberApi } from '../api/mitglied/memberApi';
import { AnforderungsFormular } from './AnforderungsFormular';

/** SPEC.md 'Recover password page': request a link by login name; the answer never reveals whether it exists. */
export function RecoverPasswordPage() {
  return (
    <AnforderungsFormular
      titel="Passwort vergessen?"
      feld={{ label: 'Anmeldename', name: 'username', autoComplete: 'username' }}
      anfordern={memberApi.recoverPassword}
      nochmal="Neuen Link anfordern"
      bestaetigung="Ein Link mit dem Sie Ihr Passwort ändern können, wurde Ihnen per E-Mail zugeschickt."
    />
  );
}
