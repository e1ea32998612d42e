import { AusschreibungEdit } from '../../ausschreibung/form/AusschreibungEdit';
import { useImArbeitsbereich } from '../arbeitsbereich/ArbeitsbereichContext';
import { EntwurfBewahren } from '../arbeitsbereich/EntwurfBewahren';

/**
 * The administrator's edit: the Kunde's form, and on an Aktiv tender its deadlines. In the workspace the changes stay
 * in the record's tab (EntwurfBewahren), so leaving the form loses nothing and needs no warning.
 */
export function AdminAusschreibungEdit() {
  const imArbeitsbereich = useImArbeitsbereich();
  return <AusschreibungEdit fristenNachFreigabe warnWhenUnsavedChanges={!imArbeitsbereich} werkzeuge={<EntwurfBewahren />} />;
}
