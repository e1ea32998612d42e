import { suchFehler } from '../../domain/suchbegriffe';
import { SearchField } from '../ui/list/SearchField';

/**
 * The free-text filter of the tender lists (administrator and EVU, filter `idSearch`): what it looks in, the rules
 * of domain/suchbegriffe.ts said before it asks, and its hits under the field. An element, since react-admin reads
 * a filter's `source` and `alwaysOn` from the element it is given.
 */
export const ausschreibungSuche = <SearchField key="idSearch" source="idSearch" alwaysOn placeholder="Nummer, Bezeichnung, Kunde, Ort, MaLo-ID" pruefe={suchFehler} mitTreffern />;
