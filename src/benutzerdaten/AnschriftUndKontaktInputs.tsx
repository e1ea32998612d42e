import Box from '@mui/material/Box';
import { EmailInput } from '../ui/input/EmailInput';
import { PortalTextInput } from '../ui/input/PortalTextInput';
import { FieldRow } from '../ui/form/FieldRow';
import { ANSCHRIFT_UND_KONTAKT, type AnschriftFeldname } from './anschriftUndKontakt';

/** A field's source, rules and browser hints; its label is the resource's `fields.<source>`. */
const eingabe = (source: AnschriftFeldname) => {
  const { regeln, ...html } = ANSCHRIFT_UND_KONTAKT[source];
  return { source, validate: regeln, ...html };
};

/** The address and contact fields both profiles end with. */
export function AnschriftUndKontaktInputs() {
  return (
    <>
      <PortalTextInput {...eingabe('strasse')} />
      <FieldRow>
        <Box sx={{ flex: { sm: '0 0 140px' } }}>
          <PortalTextInput {...eingabe('plz')} />
        </Box>
        <PortalTextInput {...eingabe('ort')} />
      </FieldRow>
      <FieldRow>
        <Box sx={{ flex: 1 }}>
          <PortalTextInput {...eingabe('telefon')} />
        </Box>
        {/* Addresses are long; the wider field shows them whole. */}
        <Box sx={{ flex: 2 }}>
          <EmailInput source="email" label="portal.felder.emailAdresse" validate={ANSCHRIFT_UND_KONTAKT.email.regeln} />
        </Box>
      </FieldRow>
    </>
  );
}
