import { Zeile } from '../../bereich/benutzerdaten/Zeile';
import { EmailEingabe } from '../../ui/eingabe/EmailEingabe';
import { Texteingabe } from '../../ui/eingabe/Texteingabe';
import { pflicht } from '../../ui/validierung/regeln';

/** An administrator has no profile beyond the account: name and e-mail address. */
export function AdministratorFelder() {
  return (
    <>
      <EmailEingabe source="email" label="E-Mail-Adresse" validate={pflicht} />
      <Zeile>
        <Texteingabe source="vorname" label="Vorname" validate={pflicht} autoComplete="off" maxLength={100} />
        <Texteingabe source="nachname" label="Nachname" validate={pflicht} autoComplete="off" maxLength={100} />
      </Zeile>
    </>
  );
}
