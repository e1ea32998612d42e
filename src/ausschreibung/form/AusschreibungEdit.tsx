import type { ReactNode } from 'react';
import { Edit, SaveButton, TabbedForm, Toolbar, useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import type { GasAusschreibung, StromAusschreibung } from '../../../domain/api/ausschreibung';
import { AusschreibungStatus, type Sparte } from '../../../domain/ausschreibung';
import { alsEingabe } from './alsEingabe';
import { EckdatenInputs } from './EckdatenInputs';
import { LaufendeFristen } from './LaufendeFristen';
import { LieferstellenInput } from './LieferstellenInput';
import { Warnungen } from '../Warnungen';
import { AusschreibungTitle } from '../AusschreibungTitle';

type Detail = StromAusschreibung | GasAusschreibung;

/** The tender's Sparte decides which fields exist (Ökostrom or Gasqualität, Spannungsebene or Druckstufe). */
function MitSparte({ children }: { children: (sparte: Sparte, a: Detail) => ReactNode }) {
  const a = useRecordContext<Detail>();
  return a ? <>{children(a.typ as Sparte, a)}</> : null;
}

function NurInPruefung({ children, danach }: { children: ReactNode; danach?: ReactNode }) {
  const a = useRecordContext<Detail>();
  if (a && a.status !== AusschreibungStatus.PruefungAusschreibung) {
    return <>{danach ?? <Alert severity="info">Nach der Freigabe kann die Ausschreibung nicht mehr bearbeitet werden.</Alert>}</>;
  }
  return <>{children}</>;
}

/**
 * Correct a tender in review: Eckdaten and Lieferstellen in one save with the version the form started
 * from (a concurrent change answers 409), field errors of the server on their fields. The administrator and
 * the owning Kunde use the same form; the administrator's (`fristenNachFreigabe`) still moves the deadlines of an
 * Aktiv tender. The area that shows it adds what it keeps of a draft (`werkzeuge` beside Speichern), and says whether
 * leaving with unsaved changes loses them (`warnWhenUnsavedChanges`).
 */
export function AusschreibungEdit({
  fristenNachFreigabe = false,
  warnWhenUnsavedChanges = true,
  werkzeuge,
}: {
  fristenNachFreigabe?: boolean;
  warnWhenUnsavedChanges?: boolean;
  werkzeuge?: ReactNode;
}) {
  return (
    <Edit title={<AusschreibungTitle zusatz="bearbeiten" />} mutationMode="pessimistic" transform={alsEingabe} redirect="show">
      <TabbedForm
        warnWhenUnsavedChanges={warnWhenUnsavedChanges}
        syncWithLocation={false}
        toolbar={
          <Toolbar>
            <SaveButton />
            {werkzeuge}
          </Toolbar>
        }
      >
        <TabbedForm.Tab label="portal.ausschreibung.reiter.eckdaten">
          <NurInPruefung danach={fristenNachFreigabe ? <LaufendeFristen /> : undefined}>
            <Warnungen />
            <MitSparte>{(sparte, a) => <EckdatenInputs sparte={sparte} kundePlz={a.kundePlz} kommune={a.kundeTyp === 'Kommune'} />}</MitSparte>
          </NurInPruefung>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="portal.ausschreibung.reiter.lieferstellen">
          {/* After release only the deadlines may still move (Eckdaten): the hint here must not say that nothing can. */}
          <NurInPruefung danach={fristenNachFreigabe ? <Alert severity="info">Die Lieferstellen lassen sich nach der Freigabe nicht mehr ändern.</Alert> : undefined}>
            <MitSparte>{(sparte) => <LieferstellenInput sparte={sparte} />}</MitSparte>
          </NurInPruefung>
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
