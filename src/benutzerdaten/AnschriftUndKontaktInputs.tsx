import Box from '@mui/material/Box';
import { EmailInput } from '../ui/input/EmailInput';
import { PortalTextInput } from '../ui/input/PortalTextInput';
import { pflicht, plz } from '../ui/validation/rules';
import { FieldRow } from '../ui/form/FieldRow';

/** The address and contact fields both profiles end with. */
export function AnschriftUndKontaktInputs() {
  return (
    <>
      <PortalTextInput source="strasse" validate={pflicht} autoComplete="street-address" maxLength={200} />
      <FieldRow>
        <Box sx={{ flex: { sm: '0 0 140px' } }}>
          <PortalTextInput source="plz" validate={[pflicht, plz]} autoComplete="postal-code" inputMode="numeric" maxLength={5} />
        </Box>
        <PortalTextInput source="ort" validate={pflicht} autoComplete="address-level2" maxLength={100} />
      </FieldRow>
      <FieldRow>
        <Box sx={{ flex: 1 }}>
          <PortalTextInput source="telefon" autoComplete="tel" inputMode="tel" maxLength={50} />
        </Box>
        {/* Addresses are long; the wider field shows them whole. */}
        <Box sx={{ flex: 2 }}>
          <EmailInput source="email" label="portal.felder.emailAdresse" validate={pflicht} />
        </Box>
      </FieldRow>
    </>
  );
}
