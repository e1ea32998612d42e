import { Edit, SaveButton, TabbedForm, Toolbar, useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import type { GasAusschreibung, StromAusschreibung } from '../../domain/api/ausschreibung';
import { AusschreibungStatus, SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { alsEingabe } from '../../bereich/ausschreibungsformular/alsEingabe';
import { EckdatenFelder } from '../../bereich/ausschreibungsformular/EckdatenFelder';
import { LieferstellenEingabe } from '../../bereich/ausschreibungsformular/LieferstellenEingabe';
import { Warnungen } from './Warnungen';

type Detail = StromAusschreibung | GasAusschreibung;

function Titel() {
  const a = useRecordContext<Detail>();
  return a ? <>{`${SPARTE_LABEL[a.typ as Sparte]}ausschreibung ${a.nummer} bearbeiten`}</> : null;
}

function NurInPruefung({ children }: { children: React.ReactNode }) {
  const a = useRecordContext<Detail>();
  if (a && a.status !== AusschreibungStatus.PruefungAusschreibung) {
    return <Alert severity="info">Nach der Freigabe kann die Ausschreibung nicht mehr bearbeitet werden.</Alert>;
  }
  return <>{children}</>;
}

/**
 * Correct a tender in review: Eckdaten and Lieferstellen in one save with the version the form started
 * from (a concurrent change answers 409), field errors of the server on their fields.
 */
export function AusschreibungEdit({ sparte }: { sparte: Sparte }) {
  return (
    <Edit title={<Titel />} mutationMode="pessimistic" transform={alsEingabe} redirect="show">
      <TabbedForm
        warnWhenUnsavedChanges
        syncWithLocation={false}
        toolbar={
          <Toolbar>
            <SaveButton label="Speichern" />
          </Toolbar>
        }
      >
        <TabbedForm.Tab label="Eckdaten">
          <NurInPruefung>
            <Warnungen />
            <EckdatenFelder sparte={sparte} />
          </NurInPruefung>
        </TabbedForm.Tab>
        <TabbedForm.Tab label="Lieferstellen">
          <NurInPruefung>
            <LieferstellenEingabe sparte={sparte} />
          </NurInPruefung>
        </TabbedForm.Tab>
      </TabbedForm>
    </Edit>
  );
}
