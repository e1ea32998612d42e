import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { anmeldename, pflicht } from '../../ui/validation/rules';

/** The login of the account; a name another account has is the server's field error here. */
export function AnmeldenameInput() {
  return (
    <PortalTextInput source="login" validate={[pflicht, anmeldename]} hint="3 bis 64 Zeichen: Buchstaben, Ziffern und . _ @ -" autoComplete="off" maxLength={64} />
  );
}
