import { useState } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { ContextMenu } from '../contextmenu/ContextMenu';
import { Abschnitt, Ergebnis } from './Abschnitt';

const ZEILEN = [
  { nummer: 'AS-2026-0001', kunde: 'Stadtwerke Musterstadt', status: 'Entwurf' },
  { nummer: 'AS-2026-0002', kunde: 'Bäckerei Korn', status: 'Freigegeben' },
];

export function ContextMenuPattern() {
  const [ergebnis, setErgebnis] = useState('');
  // The name stays while the dialog fades out.
  const [loeschen, setLoeschen] = useState({ offen: false, name: '' });
  return (
    <Abschnitt
      id="kontextmenue"
      titel="Kontextmenü"
      beschreibung="Rechtsklick auf eine Zeile öffnet das Menü am Mauszeiger; mit der Tastatur: Zeile mit Tab fokussieren, dann Kontextmenü-Taste oder Umschalt+F10. „Kopieren“ ist gesperrt, „Löschen“ fragt nach."
    >
      <Table size="small" aria-label="Ausschreibungen mit Kontextmenü">
        <TableHead>
          <TableRow>
            <TableCell>Nummer</TableCell>
            <TableCell>Kunde</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ZEILEN.map((z) => (
            <ContextMenu
              key={z.nummer}
              label={`Aktionen für ${z.nummer}`}
              eintraege={[
                { titel: 'Öffnen', symbol: <OpenInNewIcon fontSize="small" />, aktion: () => setErgebnis(`Öffnen: ${z.nummer}`) },
                { titel: 'Bearbeiten', symbol: <EditIcon fontSize="small" />, aktion: () => setErgebnis(`Bearbeiten: ${z.nummer}`) },
                { titel: 'Kopieren', symbol: <ContentCopyIcon fontSize="small" />, aktion: () => undefined, deaktiviert: true },
                { titel: 'Löschen', symbol: <DeleteIcon fontSize="small" />, aktion: () => setLoeschen({ offen: true, name: z.nummer }), gefaehrlich: true },
              ]}
            >
              <TableRow hover tabIndex={0} aria-label={`${z.nummer}, ${z.kunde}, ${z.status}`} sx={{ cursor: 'context-menu', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}>
                <TableCell>{z.nummer}</TableCell>
                <TableCell>{z.kunde}</TableCell>
                <TableCell>{z.status}</TableCell>
              </TableRow>
            </ContextMenu>
          ))}
        </TableBody>
      </Table>
      <Ergebnis>{ergebnis}</Ergebnis>
      <DeleteDialog
        offen={loeschen.offen}
        name={loeschen.name}
        onLoeschen={() => (setErgebnis(`Gelöscht (nur zum Schein): ${loeschen.name}`), setLoeschen({ ...loeschen, offen: false }))}
        onAbbrechen={() => setLoeschen({ ...loeschen, offen: false })}
      />
    </Abschnitt>
  );
}
