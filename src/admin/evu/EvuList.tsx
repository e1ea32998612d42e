import { FunctionField, NumberField, TextField } from 'react-admin';
import type { EvuZeile } from '../../../domain/api/personenAdmin';
import { MultiSelect } from '../../ui/select/MultiSelect';
import { PersonenList } from '../personen/PersonenList';
import { usePersonenOptionen } from '../../api/admin/usePersonenAdmin';
import { spartenText } from './spartenText';

/** Every EVU of the portal, filterable by the Sparten it supplies. */
export function EvuList() {
  const { data: optionen } = usePersonenOptionen('evu');
  return (
    <PersonenList
      suche="Name, E-Mail, Ort …"
      sort={{ field: 'firma', order: 'ASC' }}
      leer="Es gibt noch kein EVU."
      karte={{ titel: (e: EvuZeile) => e.firma, zeile: (e: EvuZeile) => `${spartenText(e.sparten)} · ${e.ort}` }}
      filter={[<MultiSelect key="sparten" source="sparten" choices={optionen?.sparten} alwaysOn ohneAuswahl="Alle" />]}
    >
      <TextField source="firma" />
      <FunctionField<EvuZeile> source="sparten" render={(e) => spartenText(e.sparten)} />
      <TextField source="ansprechpartner" />
      <TextField source="ort" />
      <NumberField source="anzahlEinladungen" />
      <NumberField source="anzahlAngebote" />
    </PersonenList>
  );
}
