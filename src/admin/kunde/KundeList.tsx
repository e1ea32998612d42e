import { FunctionField, NumberField, TextField } from 'react-admin';
import type { KundeZeile } from '../../../domain/api/personenAdmin';
import { MultiSelect } from '../../ui/select/MultiSelect';
import { PersonenList } from '../personen/PersonenList';
import { usePersonenOptionen } from '../../api/admin/usePersonenAdmin';

/** Every Kunde of the portal, filterable by Typ (Unternehmen, Kommune, Privatperson). */
export function KundeList() {
  const { data: optionen } = usePersonenOptionen('kunde');
  return (
    <PersonenList
      suche="Name, E-Mail, Ort …"
      sort={{ field: 'name', order: 'ASC' }}
      leer="Es gibt noch keinen Kunden."
      karte={{ titel: (k: KundeZeile) => k.name, zeile: (k: KundeZeile) => `${k.typ} · ${k.plz} ${k.ort}` }}
      filter={[<MultiSelect key="typen" source="typen" choices={optionen?.typen} alwaysOn ohneAuswahl="Alle" />]}
    >
      <TextField source="name" />
      <TextField source="typ" />
      <FunctionField<KundeZeile> source="ort" render={(k) => `${k.plz} ${k.ort}`} />
      <NumberField source="anzahlAusschreibungen" />
    </PersonenList>
  );
}
