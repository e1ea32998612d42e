import { cloneElement, useState, type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu, { type MenuProps } from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface ContextMenuEntry {
  titel: string;
  symbol?: ReactNode;
  aktion: () => void;
  deaktiviert?: boolean;
  gefaehrlich?: boolean;
}

type Ausloeser = ReactElement<{ onContextMenu?: (e: MouseEvent) => void; onKeyDown?: (e: KeyboardEvent) => void; 'aria-haspopup'?: string }>;

/** The menu of entries, wherever it was opened: a chosen entry closes it first, then acts. */
export function EntryMenu({ eintraege, label, onSchliessen, ...ort }: {
  eintraege: readonly ContextMenuEntry[];
  label: string;
  onSchliessen: () => void;
} & Pick<MenuProps, 'open' | 'anchorEl' | 'anchorReference' | 'anchorPosition'>) {
  return (
    <Menu {...ort} onClose={onSchliessen} slotProps={{ list: { 'aria-label': label } }}>
      {eintraege.map((e) => (
        <MenuItem
          key={e.titel}
          disabled={e.deaktiviert}
          sx={e.gefaehrlich ? { color: 'error.main' } : undefined}
          onClick={() => {
            onSchliessen();
            e.aktion();
          }}
        >
          {e.symbol && <ListItemIcon sx={e.gefaehrlich ? { color: 'error.main' } : undefined}>{e.symbol}</ListItemIcon>}
          <ListItemText>{e.titel}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}

/**
 * Opens a menu on right click at the pointer, and from the keyboard with the context-menu key or Shift+F10
 * at the element. Arrow keys move in the menu, Escape closes it and the focus returns to the element (MUI).
 */
export function ContextMenu({ eintraege, children, label = 'Aktionen' }: { eintraege: readonly ContextMenuEntry[]; children: Ausloeser; label?: string }) {
  const [ort, setOrt] = useState<{ top: number; left: number } | null>(null);
  const kind = children.props;
  return (
    <>
      {cloneElement(children, {
        'aria-haspopup': 'menu',
        onContextMenu: (e: MouseEvent) => {
          kind.onContextMenu?.(e);
          e.preventDefault();
          setOrt({ top: e.clientY, left: e.clientX });
        },
        onKeyDown: (e: KeyboardEvent) => {
          kind.onKeyDown?.(e);
          if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
            e.preventDefault();
            const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
            setOrt({ top: r.top + r.height / 2, left: r.left + Math.min(24, r.width / 2) });
          }
        },
      })}
      <EntryMenu eintraege={eintraege} label={label} open={ort !== null} onSchliessen={() => setOrt(null)} anchorReference="anchorPosition" anchorPosition={ort ?? undefined} />
    </>
  );
}
