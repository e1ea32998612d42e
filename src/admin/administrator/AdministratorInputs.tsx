import { FieldRow } from '../../ui/formular/FieldRow';
import { EmailEingabe } from '../../ui/eingabe/EmailEingabe';
import { Texteingabe } from '../../ui/eingabe/Texteingabe';
import { pflicht } from '../../ui/validierung/regeln';

/** An administrator has no profile beyond the account: name and e-mail address. */
export function AdministratorInputs() {
  return (
    <>
      <EmailEingabe source="email" label="portal.felder.emailAdresse" validate={pflicht} />
      <FieldRow>
        <Texteingabe source="vorname" validate={pflicht} autoComplete="off" maxLength={100} />
        <Texteingabe source="nachname" validate={pflicht} autoComplete="off" maxLength={100} />
      </FieldRow>
    </>
  );
}
