import type { ReactNode } from 'react';
import { Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useImArbeitsbereich } from '../arbeitsbereich/ArbeitsbereichContext';
import { EntwurfBewahren } from '../arbeitsbereich/EntwurfBewahren';
import { PERSONEN_FORM_SX, PersonenInputs, type Eingabe } from './PersonenInputs';
import { PersonenTitle } from './PersonenTitle';

/**
 * Changes a Kunde, EVU or Administrator from the version it was read at (a change by someone else meanwhile
 * answers 409). In the administrator's workspace the unsaved changes stay with the record's tab. `speichern`: a save
 * button of the resource's own (the Kunde's asks for a Begründung where its type is fixed).
 */
export function PersonenEdit({ eingabe, speichern = <SaveButton />, children }: { eingabe: Eingabe; speichern?: ReactNode; children: ReactNode }) {
  const imArbeitsbereich = useImArbeitsbereich();
  return (
    <Edit title={<PersonenTitle zusatz="bearbeiten" />} mutationMode="pessimistic" transform={(werte: Record<string, unknown>) => ({ ...eingabe(werte), version: werte.version })} redirect="show">
      <SimpleForm
        sx={PERSONEN_FORM_SX}
        warnWhenUnsavedChanges={!imArbeitsbereich}
        toolbar={
          <Toolbar>
            {speichern}
            <EntwurfBewahren />
          </Toolbar>
        }
      >
        <PersonenInputs>{children}</PersonenInputs>
      </SimpleForm>
    </Edit>
  );
}
