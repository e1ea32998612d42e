import { FunctionField, NumberField, TextField } from 'react-admin';
import Stack from '@mui/material/Stack';
import { SPARTE_LABEL, type Sparte } from '../../../domain/ausschreibung';
import { ZULASSUNG_STATUS_LABEL } from '../../../domain/zulassung/status';
import type { EvuZeile } from '../../../domain/api/personenAdmin';
import { MultiSelect } from '../../ui/select/MultiSelect';
import { PersonenList } from '../personen/PersonenList';
import { usePersonenOptionen } from '../../api/admin/usePersonenAdmin';
import { spartenText } from './spartenText';
import { ZulassungChip } from './zulassung/ZulassungChip';

/** „Strom: zugelassen, Gas: in Prüfung“ for the list's cards on a phone. */
const zulassungText = (e: EvuZeile) => e.zulassung.map((z) => `${SPARTE_LABEL[z.sparte as Sparte]}: ${ZULASSUNG_STATUS_LABEL[z.status]}`).join(', ');

/** Every EVU of the portal, filterable by the Sparten it supplies and by its Zulassung (issue 45). */
export function EvuList() {
  const { data: optionen } = usePersonenOptionen('evu');
  return (
    <PersonenList
      suche="Name, E-Mail, Ort …"
      sort={{ field: 'firma', order: 'ASC' }}
      leer="Es gibt noch kein EVU."
      karte={{ titel: (e: EvuZeile) => e.firma, zeile: (e: EvuZeile) => `${spartenText(e.sparten)} · ${e.ort} · ${zulassungText(e)}` }}
      filter={[
        <MultiSelect key="sparten" source="sparten" choices={optionen?.sparten} alwaysOn ohneAuswahl="Alle" />,
        <MultiSelect key="zulassung" source="zulassung" choices={optionen?.zulassung} alwaysOn ohneAuswahl="Alle" />,
      ]}
    >
      <TextField source="firma" />
      <FunctionField<EvuZeile> source="sparten" render={(e) => spartenText(e.sparten)} />
      <FunctionField<EvuZeile>
        source="zulassung"
        sortable={false}
        render={(e) => (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {e.zulassung.map((z) => (
              <ZulassungChip key={z.sparte} sparte={z.sparte} status={z.status} />
            ))}
          </Stack>
        )}
      />
      <TextField source="ansprechpartner" />
      <TextField source="ort" />
      <NumberField source="anzahlEinladungen" />
      <NumberField source="anzahlAngebote" />
    </PersonenList>
  );
}
