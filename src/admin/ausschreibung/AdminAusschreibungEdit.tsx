import { AusschreibungEdit } from '../../ausschreibung/form/AusschreibungEdit';

/** The administrator's edit: the Kunde's form, and on an Aktiv tender its deadlines. */
export function AdminAusschreibungEdit() {
  return <AusschreibungEdit fristenNachFreigabe />;
}
