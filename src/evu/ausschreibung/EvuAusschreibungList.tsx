import { List } from 'react-admin';
import { AusschreibungStatus, STATUS_LABEL } from '../../../domain/ausschreibung';
import { MehrfachAuswahl } from '../../ui/auswahl/MehrfachAuswahl';
import { DatumInput } from '../../ui/datum/DatumInput';
import { AusschreibungRows } from '../../ausschreibung/AusschreibungRows';
import { EmptyList } from '../../ui/liste/EmptyList';

// An EVU sees tenders from Aktiv on.
const STATUS = [AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote, AusschreibungStatus.Bindefrist, AusschreibungStatus.Abgeschlossen].map((id) => ({
  id,
  name: STATUS_LABEL[id],
}));

const filter = [
  <MehrfachAuswahl key="status" source="status" choices={STATUS} alwaysOn />,
  <DatumInput key="angebotsfristBis" source="angebotsfristBis" alwaysOn />,
];

/**
 * The Strom or Gas tenders the EVU is invited to, soonest Angebotsfrist first; titled by its resource's name
 * (Stromausschreibungen, Gasausschreibungen).
 */
export function EvuAusschreibungList() {
  return (
    <List
      filters={filter}
      sort={{ field: 'angebotsfrist', order: 'ASC' }}
      perPage={25}
      actions={false}
      empty={<EmptyList text="Zurzeit liegt keine Einladung vor." />}
      // Between phone and desktop the table scrolls inside its card; without min-width it would widen the page.
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
    >
      <AusschreibungRows mitKunde />
    </List>
  );
}
