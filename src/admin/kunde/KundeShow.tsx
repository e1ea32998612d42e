import { PersonenShow } from '../personen/PersonenShow';
import { KundeStammdaten } from './KundeStammdaten';

export function KundeShow() {
  return <PersonenShow stammdaten={<KundeStammdaten />} />;
}
