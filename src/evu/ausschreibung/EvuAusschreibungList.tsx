import { AusschreibungStatus, STATUS_LABEL } from '../../../domain/ausschreibung';
import { DeferredList } from '../../ui/list/DeferredList';
import { MultiSelect } from '../../ui/select/MultiSelect';
import { PortalDateInput } from '../../ui/date/PortalDateInput';
import { AusschreibungRows } from '../../ausschreibung/AusschreibungRows';
import { EmptyList } from '../../ui/list/EmptyList';
import { ActiveFilters } from '../../ui/list/ActiveFilters';
import { ausschreibungSuche } from '../../ausschreibung/ausschreibungSuche';
import { NeuigkeitenCard } from '../../shell/NeuigkeitenCard';

// An EVU sees tenders from Aktiv on.
const STATUS = [AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote, AusschreibungStatus.Bindefrist, AusschreibungStatus.Abgeschlossen, AusschreibungStatus.Aufgehoben].map((value) => ({
  value,
  label: STATUS_LABEL[value],
}));

const filter = [
  ausschreibungSuche,
  <MultiSelect key="status" source="status" choices={STATUS} alwaysOn ohneAuswahl="Alle" />,
  <PortalDateInput key="angebotsfristBis" source="angebotsfristBis" alwaysOn />,
];

/**
 * The Strom or Gas tenders the EVU is invited to, what needs its offer first (Aktiv without its offer, then Aktiv
 * with it, then the rest); titled by its resource's name
 * (Stromausschreibungen, Gasausschreibungen); above it the EVU's news (invitations, answers, results).
 */
export function EvuAusschreibungList() {
  return (
    <>
      <NeuigkeitenCard />
      <DeferredList
        filters={filter}
        sort={{ field: 'vorrang', order: 'ASC' }}
        perPage={25}
        actions={false}
        empty={<EmptyList text="Zurzeit liegt keine Einladung vor." />}
        // Between phone and desktop the table scrolls inside its card; without min-width it would widen the page.
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        <ActiveFilters filter={filter} />
        <AusschreibungRows mitKunde mitEigenemAngebot />
      </DeferredList>
    </>
  );
}
