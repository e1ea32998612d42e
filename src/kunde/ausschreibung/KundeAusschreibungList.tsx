import { Datagrid, List } from 'react-admin';
import { ausschreibungSpalten } from '../../bereich/AusschreibungSpalten';
import { LeereListe } from '../../bereich/LeereListe';

/** The Kunde's own tenders, newest deadline first (read-only until tenders can be created here). */
export function KundeAusschreibungList() {
  return (
    <List
      title="Meine Ausschreibungen"
      sort={{ field: 'angebotsfrist', order: 'DESC' }}
      perPage={25}
      actions={false}
      empty={<LeereListe text="Sie haben noch keine Ausschreibung." />}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {ausschreibungSpalten({ mitKunde: false })}
      </Datagrid>
    </List>
  );
}
