import { BooleanInput, useCreatePath } from 'react-admin';
import { AusschreibungStatus, SPARTE_LABEL, SPARTE_PFAD, STATUS_LABEL, Sparte } from '../../../domain/ausschreibung';
import { DeferredList } from '../../ui/list/DeferredList';
import { MultiSelect } from '../../ui/select/MultiSelect';
import { PortalDateInput } from '../../ui/date/PortalDateInput';
import { AusschreibungRows } from '../../ausschreibung/AusschreibungRows';
import { EmptyList } from '../../ui/list/EmptyList';
import { ActiveFilters } from '../../ui/list/ActiveFilters';
import { ausschreibungSuche } from '../../ausschreibung/ausschreibungSuche';
import { NeuigkeitenCard } from '../../shell/NeuigkeitenCard';
import { ZulassungCard } from '../zulassung/ZulassungCard';

// An EVU sees tenders from Aktiv on.
const STATUS = [AusschreibungStatus.Aktiv, AusschreibungStatus.PruefungAngebote, AusschreibungStatus.Bindefrist, AusschreibungStatus.Abgeschlossen, AusschreibungStatus.Aufgehoben].map((value) => ({
  value,
  label: STATUS_LABEL[value],
}));
const SPARTEN = [Sparte.Strom, Sparte.Gas].map((value) => ({ value, label: SPARTE_LABEL[value] }));

const filter = [
  ausschreibungSuche,
  <MultiSelect key="typen" source="typen" choices={SPARTEN} alwaysOn ohneAuswahl="Alle" />,
  <MultiSelect key="status" source="status" choices={STATUS} alwaysOn ohneAuswahl="Alle" />,
  // Off means no filter at all (not "only tenders with an offer"): the value false is left out.
  <BooleanInput key="angebotOffen" source="angebotOffen" alwaysOn parse={(an: boolean) => an || undefined} helperText={false} sx={{ mt: { xs: 0, sm: 3 } }} />,
  <PortalDateInput key="angebotsfristBis" source="angebotsfristBis" alwaysOn />,
];

/**
 * The tenders of both Sparten the EVU is invited to, "Frist zuerst" (the Aktiv ones by the time left, then the
 * rest); a row opens its tender under its Sparte's path (…/strom/:id/show, …/gas/:id/show). Above it the EVU's news
 * (invitations, answers, results).
 */
export function EvuAusschreibungList() {
  const createPath = useCreatePath();
  return (
    <>
      <ZulassungCard />
      <NeuigkeitenCard />
      <DeferredList
        filters={filter}
        sort={{ field: 'fristZuerst', order: 'ASC' }}
        perPage={25}
        actions={false}
        empty={<EmptyList text="Zurzeit liegt keine Einladung vor." />}
        // Between phone and desktop the table scrolls inside its card; without min-width it would widen the page.
        sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } }}
      >
        <ActiveFilters filter={filter} />
        <AusschreibungRows mitKunde mitEigenemAngebot pfad={(r) => createPath({ resource: `ausschreibung/${SPARTE_PFAD[r.typ as Sparte]}`, id: r.id, type: 'show' })} />
      </DeferredList>
    </>
  );
}
