import { FieldRow } from '../../ui/form/FieldRow';
import { EmailInput } from '../../ui/input/EmailInput';
import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { pflicht } from '../../ui/validation/rules';

/** An administrator has no profile beyond the account: name and e-mail address. */
export function AdministratorInputs() {
  return (
    <>
      <EmailInput source="email" label="portal.felder.emailAdresse" validate={pflicht} />
      <FieldRow>
        <PortalTextInput source="vorname" validate={pflicht} autoComplete="off" maxLength={100} />
        <PortalTextInput source="nachname" validate={pflicht} autoComplete="off" maxLength={100} />
      </FieldRow>
    </>
  );
}
