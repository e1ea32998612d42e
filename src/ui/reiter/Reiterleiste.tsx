import type { KeyboardEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseIcon from '@mui/icons-material/Close';

export interface Reiter {
  id: string;
  titel: string;
  /** Unsaved changes: the title carries a mark, and closing asks first (the workspace decides). */
  geaendert?: boolean;
  schliessbar?: boolean;
}

/**
 * A row of tabs. Arrow keys move between tabs (MUI), Enter/Space opens one, Delete closes the focused one;
 * the close button is its own focus stop so that a mouse and a keyboard user can both reach it.
 */
export function Reiterleiste({ reiter, aktiv, onWaehle, onSchliesse, label = 'Geöffnete Einträge' }: {
  reiter: readonly Reiter[];
  aktiv: string | false;
  onWaehle: (id: string) => void;
  onSchliesse?: (id: string) => void;
  label?: string;
}) {
  const beiTaste = (r: Reiter) => (e: KeyboardEvent) => {
    if (e.key === 'Delete' && onSchliesse && r.schliessbar !== false) {
      e.preventDefault();
      onSchliesse(r.id);
    }
  };
  return (
    <Tabs value={aktiv === false || reiter.some((r) => r.id === aktiv) ? aktiv : false} onChange={(_, id: string) => onWaehle(id)} variant="scrollable" scrollButtons="auto" aria-label={label}>
      {reiter.map((r) => (
        <Tab
          key={r.id}
          value={r.id}
          id={`reiter-${r.id}`}
          onKeyDown={beiTaste(r)}
          sx={{ minHeight: 48, pr: onSchliesse && r.schliessbar !== false ? 0.5 : undefined }}
          label={
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              {r.geaendert ? `${r.titel} *` : r.titel}
              {onSchliesse && r.schliessbar !== false && (
                <IconButton
                  component="span"
                  size="small"
                  aria-label={`${r.titel} schließen`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onSchliesse(r.id);
                  }}
                >
                  <CloseIcon fontSize="inherit" />
                </IconButton>
              )}
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
