import { useState, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { EntryMenu, type ContextMenuEntry } from './ContextMenu';

/**
 * The context menu's entries behind a visible button, for touch screens and everyone who does not know the
 * right click. Its clicks stay with it, so a clickable row around it does not open as well.
 */
export function ContextMenuButton({ eintraege, label }: { eintraege: readonly ContextMenuEntry[]; label: string }) {
  const [anker, setAnker] = useState<HTMLElement | null>(null);
  const fuerSichBehalten = (e: MouseEvent) => e.stopPropagation();
  return (
    <span onClick={fuerSichBehalten} onContextMenu={fuerSichBehalten}>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anker ? 'true' : undefined}
        onClick={(e) => setAnker(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <EntryMenu eintraege={eintraege} label={label} open={anker !== null} anchorEl={anker} onSchliessen={() => setAnker(null)} />
    </span>
  );
}
