import { Datagrid, SimpleList, type RowClickFunction } from 'react-admin';
import { useNarrowerThan } from '../ui/viewport/useNarrowerThan';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { SPARTE_LABEL, STATUS_LABEL, type AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { formatDatumZeit } from '../../domain/format';
import { ausschreibungColumns } from './ausschreibungColumns';
import { keyboardRows } from '../ui/list/KeyboardRow';
import { ihrAngebot } from './IhrAngebot';

/**
 * The rows of a tender list, each opening its tender (`rowClick`, its show page unless given). On a phone ten columns do not fit:
 * there each tender is one entry with what is read on the way (Bezeichnung, Nummer, Status, Angebotsfrist), so that
 * nothing needs sideways scrolling (WCAG 1.4.10); from the sm breakpoint on it is the table with every column.
 */
export function AusschreibungRows({ mitKunde, mitAngeboten = false, mitEigenemAngebot = false, rowClick = 'show' }: { mitKunde: boolean; mitAngeboten?: boolean; mitEigenemAngebot?: boolean; rowClick?: 'show' | RowClickFunction }) {
  const telefon = useNarrowerThan('sm');
  if (telefon) {
    return (
      <SimpleList<AusschreibungZeile>
        rowClick={rowClick}
        primaryText={(r) => r.bezeichnung}
        secondaryText={(r) =>
          `${STATUS_LABEL[r.status as AusschreibungStatus]} · ${r.nummer} · ${SPARTE_LABEL[r.typ as Sparte]}${mitKunde ? ` · ${r.kunde}` : ''} · Angebotsfrist ${formatDatumZeit(r.angebotsfrist)}${mitEigenemAngebot ? ` · Ihr Angebot: ${ihrAngebot(r)}` : ''}`
        }
      />
    );
  }
  return (
    <Datagrid bulkActionButtons={false} body={keyboardRows} rowClick={rowClick}>
      {ausschreibungColumns({ mitKunde, mitAngeboten, mitEigenemAngebot })}
    </Datagrid>
  );
}
