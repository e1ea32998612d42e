import { CreateButton, Datagrid, List, TopToolbar } from 'react-admin';
import { ausschreibungSpalten } from '../../bereich/AusschreibungSpalten';
import { LeereListe } from '../../bereich/LeereListe';
import { tastaturZeilen } from '../../bereich/TastaturZeile';

/** The Kunde's own tenders, newest deadline first; a row opens the tender. */
export function KundeAusschreibungList() {
  return (
    <List
      title="Meine Ausschreibungen"
      sort={{ field: 'angebotsfrist', order: 'DESC' }}
      perPage={25}
      actions={
        <TopToolbar>
          <CreateButton label="Neue Ausschreibung" />
        </TopToolbar>
      }
      empty={<LeereListe text="Sie haben noch keine Ausschreibung." aktion={<CreateButton label="Neue Ausschreibung" variant="contained" />} />}
    >
      <Datagrid bulkActionButtons={false} body={tastaturZeilen} rowClick="show">
        {ausschreibungSpalten({ mitKunde: false })}
      </Datagrid>
    </List>
  );
}
