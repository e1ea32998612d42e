import { PersonenShow } from '../personen/PersonenShow';
import { EvuStammdaten } from './EvuStammdaten';

export function EvuShow() {
  return <PersonenShow stammdaten={<EvuStammdaten />} />;
}
