import { Datagrid, List } from 'react-admin';
import Typography from '@mui/material/Typography';
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
      <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
        Ausschreibungen
      </Typography>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {ausschreibungSpalten({ mitKunde: false })}
      </Datagrid>
    </List>
  );
}
