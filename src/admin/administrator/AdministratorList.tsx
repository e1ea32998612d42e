import { FunctionField, TextField } from 'react-admin';
import type { AdministratorZeile } from '../../../domain/api/personenAdmin';
import { formatDatumZeit } from '../../../domain/format';
import { PersonenList } from '../personen/PersonenList';

/** Everyone who works in the back office, with when they last signed in. */
export function AdministratorList() {
  return (
    <PersonenList
      suche="Name, E-Mail …"
      sort={{ field: 'nachname', order: 'ASC' }}
      leer="Es gibt noch keinen weiteren Administrator."
      karte={{ titel: (a: AdministratorZeile) => `${a.vorname} ${a.nachname}`, zeile: (a: AdministratorZeile) => a.login }}
    >
      <TextField source="nachname" />
      <TextField source="vorname" />
      <FunctionField<AdministratorZeile> source="letzteAnmeldung" render={(a) => (a.letzteAnmeldung ? formatDatumZeit(a.letzteAnmeldung) : 'Noch nie')} />
    </PersonenList>
  );
}
