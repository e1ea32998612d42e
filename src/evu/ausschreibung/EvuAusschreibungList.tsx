import { Datagrid, List } from 'react-admin';
import { ausschreibungSpalten } from '../../bereich/AusschreibungSpalten';
import { LeereListe } from '../../bereich/LeereListe';

/** The Strom or Gas tenders the EVU is invited to, soonest Angebotsfrist first. */
export function EvuAusschreibungList({ titel }: { titel: string }) {
  return (
    <List title={titel} sort={{ field: 'angebotsfrist', order: 'ASC' }} perPage={25} actions={false} empty={<LeereListe text="Zurzeit liegt keine Einladung vor." />}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        {ausschreibungSpalten({ mitKunde: true })}
      </Datagrid>
    </List>
  );
}
