import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import { email } from '../ui/validation/rules';
import { memberApi } from '../api/mitglied/memberApi';
import { AnforderungForm } from './AnforderungForm';

/** SPEC.md 'Recover name page': the login name goes to the stored e-mail address. */
export function RecoverNamePage() {
  return (
    <AnforderungForm
      titel="Anmeldenamen vergessen?"
      feld={{ label: 'E-Mail-Adresse', name: 'eMail', id: 'eMail_input', type: 'email', autoComplete: 'email' }}
      formatFehler={(wert) => email(wert)}
      anfordern={memberApi.recoverName}
      nochmal="Erneut anfordern"
      bestaetigung={
        <>
          Ihr Anmeldename wurde Ihnen per E-Mail zugeschickt. Sie können sich damit{' '}
          <Link component={RouterLink} to="/">
            hier
          </Link>{' '}
          anmelden.
        </>
      }
    />
  );
}
