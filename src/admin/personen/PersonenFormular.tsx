import type { ReactNode } from 'react';
import { Create, Edit, SaveButton, SimpleForm, Toolbar, useGetResourceLabel, type RaRecord } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useImArbeitsbereich } from '../arbeitsbereich/ArbeitsbereichKontext';
import { EntwurfBewahren } from '../arbeitsbereich/EntwurfBewahren';
import { Anmeldename } from './Anmeldename';
import { PersonenTitel } from './PersonenTitel';
import { usePersonenRessource } from './usePersonenAdmin';

/** The request body from the form's values: the resource's fields and nothing the server keeps. */
export type Eingabe = (werte: Record<string, unknown>) => Record<string, unknown>;

const FORMULAR = { maxWidth: 720 } as const;

/** SimpleForm lines its fields up at their own width; rows of fields (Zeile) need the form's width to share. */
const Felder = ({ children }: { children: ReactNode }) => <Box sx={{ width: '100%' }}>{children}</Box>;

/**
 * A new Kunde, EVU or Administrator: the login and the resource's fields (`children`). The server creates the
 * account inactive and mails the activation link with a one-time password; its field errors (a login or
 * e-mail address already taken) land on their fields.
 */
export function PersonenAnlegen({ eingabe, vorgaben, children }: { eingabe: Eingabe; vorgaben?: Partial<RaRecord>; children: ReactNode }) {
  const art = useGetResourceLabel()(usePersonenRessource(), 1);
  return (
    <Create title={`${art} anlegen`} record={vorgaben} transform={eingabe} redirect="show">
      <SimpleForm
        sx={FORMULAR}
        toolbar={
          <Toolbar>
            {/* Pressed on an empty form, it names every missing field instead of doing nothing. */}
            <SaveButton label="Anlegen" alwaysEnable />
          </Toolbar>
        }
      >
        <Alert severity="info" sx={{ mb: 1 }}>
          Das Konto wird inaktiv angelegt. An die E-Mail-Adresse geht ein Aktivierungslink mit einem vorläufigen Passwort, das bei der ersten
          Anmeldung geändert werden muss.
        </Alert>
        <Felder>
          <Anmeldename />
          {children}
        </Felder>
      </SimpleForm>
    </Create>
  );
}

/**
 * Changes a Kunde, EVU or Administrator from the version it was read at (a change by someone else meanwhile
 * answers 409). In the administrator's workspace the unsaved changes stay with the record's tab.
 */
export function PersonenBearbeiten({ eingabe, children }: { eingabe: Eingabe; children: ReactNode }) {
  const imArbeitsbereich = useImArbeitsbereich();
  return (
    <Edit title={<PersonenTitel zusatz="bearbeiten" />} mutationMode="pessimistic" transform={(werte: Record<string, unknown>) => ({ ...eingabe(werte), version: werte.version })} redirect="show">
      <SimpleForm
        sx={FORMULAR}
        warnWhenUnsavedChanges={!imArbeitsbereich}
        toolbar={
          <Toolbar>
            <SaveButton label="Speichern" />
            <EntwurfBewahren />
          </Toolbar>
        }
      >
        <Felder>
          <Anmeldename />
          {children}
        </Felder>
      </SimpleForm>
    </Edit>
  );
}
