import { Texteingabe } from '../../ui/eingabe/Texteingabe';
import { anmeldename, pflicht } from '../../ui/validierung/regeln';

/** The login of the account; a name another account has is the server's field error here. */
export function AnmeldenameInput() {
  return (
    <Texteingabe source="login" validate={[pflicht, anmeldename]} hint="3 bis 64 Zeichen: Buchstaben, Ziffern und . _ @ -" autoComplete="off" maxLength={64} />
  );
}
