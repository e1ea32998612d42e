import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseIcon from '@mui/icons-material/Close';

export interface TabEntry {
  id: string;
  titel: string;
  /** Unsaved changes: the title carries a mark, and closing asks first (the workspace decides). */
  geaendert?: boolean;
  schliessbar?: boolean;
}

/**
 * A row of tabs. Arrow keys move between tabs (MUI), Enter/Space opens one, Delete closes the focused one (the
 * WAI-ARIA tabs pattern), which the tab announces with aria-keyshortcuts. The close mark inside a tab is for the
 * pointer only: a focusable control inside a tab is unreachable for screen readers (a tab's content is
 * presentational) and fails WCAG 4.1.2, so it is named (for voice control) but not a focus stop.
 */
export function TabBar({ reiter, aktiv, onWaehle, onSchliesse, label = 'Geöffnete Einträge' }: {
  reiter: readonly TabEntry[];
  aktiv: string | false;
  onWaehle: (id: string) => void;
  onSchliesse?: (id: string) => void;
  label?: string;
}) {
  const beiTaste = (r: TabEntry) => (e: KeyboardEvent) => {
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
          aria-keyshortcuts={onSchliesse && r.schliessbar !== false ? 'Delete' : undefined}
          // Named by its title alone, not also by the close mark's label.
          aria-labelledby={`reiter-${r.id}-titel`}
          sx={{ minHeight: 48, pr: onSchliesse && r.schliessbar !== false ? 0.5 : undefined }}
          label={
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
              <span id={`reiter-${r.id}-titel`}>{r.geaendert ? `${r.titel} *` : r.titel}</span>
              {onSchliesse && r.schliessbar !== false && (
                <Box
                  component="span"
                  role="button"
                  aria-label={`${r.titel} schließen`}
                  onClick={(e) => {
                    e.stopPropagation();
                    onSchliesse(r.id);
                  }}
                  sx={{ display: 'inline-flex', p: 0.75, borderRadius: '50%', fontSize: '1.125rem', '&:hover': { bgcolor: 'action.hover' } }}
                >
                  <CloseIcon fontSize="inherit" />
                </Box>
              )}
            </span>
          }
        />
      ))}
    </Tabs>
  );
}
