import type { ReactNode } from 'react';
import { Create, SaveButton, SimpleForm, Toolbar, useGetResourceLabel, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import { usePersonenRessource } from '../../api/admin/usePersonenAdmin';
import { PERSONEN_FORM_SX, PersonenInputs, type Eingabe } from './PersonenInputs';

/**
 * A new Kunde, EVU or Administrator: the login and the resource's fields (`children`). The server creates the
 * account inactive and mails the activation link with a one-time password; its field errors (a login or
 * e-mail address already taken) land on their fields.
 */
export function PersonenCreate({ eingabe, vorgaben, children }: { eingabe: Eingabe; vorgaben?: Partial<RaRecord>; children: ReactNode }) {
  const art = useGetResourceLabel()(usePersonenRessource(), 1);
  return (
    <Create title={`${art} anlegen`} record={vorgaben} transform={eingabe} redirect="show">
      <SimpleForm
        sx={PERSONEN_FORM_SX}
        toolbar={
          <Toolbar>
            {/* Pressed on an empty form, it names every missing field instead of doing nothing. */}
            <SaveButton label="portal.personen.anlegen" alwaysEnable />
          </Toolbar>
        }
      >
        <Alert severity="info" sx={{ mb: 1 }}>
          Das Konto wird inaktiv angelegt. An die E-Mail-Adresse geht ein Aktivierungslink mit einem vorläufigen Passwort, das bei der ersten
          Anmeldung geändert werden muss.
        </Alert>
        <PersonenInputs>{children}</PersonenInputs>
      </SimpleForm>
    </Create>
  );
}
