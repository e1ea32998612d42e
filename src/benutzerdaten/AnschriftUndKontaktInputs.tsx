import Box from '@mui/material/Box';
import { EmailEingabe } from '../ui/eingabe/EmailEingabe';
import { Texteingabe } from '../ui/eingabe/Texteingabe';
import { pflicht, plz } from '../ui/validierung/regeln';
import { FieldRow } from '../ui/formular/FieldRow';

/** The address and contact fields both profiles end with. */
export function AnschriftUndKontaktInputs() {
  return (
    <>
      <Texteingabe source="strasse" validate={pflicht} autoComplete="street-address" maxLength={200} />
      <FieldRow>
        <Box sx={{ flex: { sm: '0 0 140px' } }}>
          <Texteingabe source="plz" validate={[pflicht, plz]} autoComplete="postal-code" inputMode="numeric" maxLength={5} />
        </Box>
        <Texteingabe source="ort" validate={pflicht} autoComplete="address-level2" maxLength={100} />
      </FieldRow>
      <FieldRow>
        <Box sx={{ flex: 1 }}>
          <Texteingabe source="telefon" autoComplete="tel" inputMode="tel" maxLength={50} />
        </Box>
        {/* Addresses are long; the wider field shows them whole. */}
        <Box sx={{ flex: 2 }}>
          <EmailEingabe source="email" label="portal.felder.emailAdresse" validate={pflicht} />
        </Box>
      </FieldRow>
    </>
  );
}
