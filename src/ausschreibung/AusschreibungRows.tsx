import { Datagrid, useCreatePath, useResourceContext } from 'react-admin';
import Box from '@mui/material/Box';
import { useNarrowerThan } from '../ui/viewport/useNarrowerThan';
import type { AusschreibungZeile } from '../../domain/api/ausschreibungListe';
import { SPARTE_LABEL, STATUS_LABEL, type AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { formatDatumZeit } from '../../domain/format';
import { ausschreibungColumns } from './ausschreibungColumns';
import { keyboardRows } from '../ui/list/KeyboardRow';
import { LinkList } from '../ui/list/LinkList';
import { SortMenu } from '../ui/list/SortMenu';
import { ihrAngebot } from './IhrAngebot';
import { RestzeitChip } from './RestzeitChip';

const TELEFON_SORTIERUNG = ['angebotsfrist', 'bezeichnung', 'nummer', 'status'];
// One line a row: long names end in "…" (the whole name is read out and shown on the tender's page).
const gekuerzt = (breite: number) => ({ maxWidth: breite, overflow: 'hidden', textOverflow: 'ellipsis' });
// Narrow side padding and the small type of dense tables keep the ten columns within 1280 px; headers may take
// two lines, rows one.
const DICHT = {
  '& .RaDatagrid-rowCell, & .RaDatagrid-headerCell': { py: 0.5, px: 0.75 },
  '& .RaDatagrid-rowCell': { whiteSpace: 'nowrap' },
  '& .RaDatagrid-rowCell .MuiTypography-root, & .RaDatagrid-headerCell': { fontSize: '0.8125rem' },
  '& .RaDatagrid-headerCell:first-of-type, & .RaDatagrid-rowCell:first-of-type': { pl: 2 },
  '& td.column-bezeichnung': gekuerzt(160),
  '& td.column-kunde': gekuerzt(120),
} as const;
// An EVU orders by "Frist zuerst" rather than by the bare deadline (see ausschreibungColumns).
const TELEFON_SORTIERUNG_EVU = ['fristZuerst', 'bezeichnung', 'nummer', 'status'];
// The administrator's queue: by urgency, or by the bare deadline.
const TELEFON_SORTIERUNG_ADMIN = ['dringlichkeit', ...TELEFON_SORTIERUNG];

/**
 * The rows of a tender list, each opening its tender (`pfad`, its show page in this list's resource unless given). On a phone ten columns do not fit:
 * there each tender is one entry with what is read on the way (Bezeichnung, Nummer, Status, Angebotsfrist), so that
 * nothing needs sideways scrolling (WCAG 1.4.10); from the sm breakpoint on it is the table with every column.
 */
export function AusschreibungRows({ mitKunde, mitAngeboten = false, mitEigenemAngebot = false, dicht = false, dringlichZuerst = false, pfad }: {
  mitKunde: boolean;
  mitAngeboten?: boolean;
  mitEigenemAngebot?: boolean;
  /** one line a tender, small cells: a work queue shows a screenful of tenders (the administrator's, 12+ at 1280×800) */
  dicht?: boolean;
  /** the administrator's queue: sorted by urgency (see ausschreibungColumns) */
  dringlichZuerst?: boolean;
  pfad?: (zeile: AusschreibungZeile) => string;
}) {
  const telefon = useNarrowerThan('sm');
  const createPath = useCreatePath();
  const resource = useResourceContext();
  const zeige = pfad ?? ((r: AusschreibungZeile) => createPath({ resource, id: r.id, type: 'show' }));
  if (telefon) {
    return (
      <>
        {/* The table's headers sort on wider screens; here the order of what each entry shows is chosen from a menu. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
          <SortMenu felder={mitEigenemAngebot ? TELEFON_SORTIERUNG_EVU : dringlichZuerst ? TELEFON_SORTIERUNG_ADMIN : TELEFON_SORTIERUNG} />
        </Box>
        <LinkList<AusschreibungZeile>
          to={zeige}
          primary={(r) => r.bezeichnung}
          secondary={(r) => (
            <>
              {mitEigenemAngebot && (
                <Box component="span" sx={{ display: 'block', my: 0.25 }}>
                  <RestzeitChip angebotsfrist={r.angebotsfrist} status={r.status} />
                </Box>
              )}
              {`${STATUS_LABEL[r.status as AusschreibungStatus]} · ${r.nummer} · ${SPARTE_LABEL[r.typ as Sparte]}${mitKunde ? ` · ${r.kunde}` : ''} · Angebotsfrist ${formatDatumZeit(r.angebotsfrist)}${mitEigenemAngebot ? ` · Ihr Angebot: ${ihrAngebot(r)}` : ''}`}
            </>
          )}
        />
      </>
    );
  }
  return (
    <Datagrid
      bulkActionButtons={false}
      body={keyboardRows}
      rowClick={pfad ? (_id, _resource, r) => pfad(r as AusschreibungZeile) : 'show'}
      size={dicht ? 'small' : 'medium'}
      sx={dicht ? DICHT : undefined}
    >
      {ausschreibungColumns({ mitKunde, mitAngeboten, mitEigenemAngebot, dringlichZuerst })}
    </Datagrid>
  );
}
