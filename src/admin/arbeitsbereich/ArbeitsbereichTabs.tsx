import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { TabBar } from '../../ui/tabs/TabBar';
import type { ArbeitsbereichSpeicher } from './arbeitsbereichSpeicher';

/** The open records above the page; a click leads to the route the user last had of that record. */
export function ArbeitsbereichTabs({ speicher, aktiv, onSchliesse }: { speicher: ArbeitsbereichSpeicher; aktiv?: string; onSchliesse: (schluessel: string) => void }) {
  const reiter = useSyncExternalStore(speicher.abonniere, speicher.alle, speicher.alle);
  const navigate = useNavigate();
  if (reiter.length === 0) return null;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <TabBar
        reiter={reiter.map((r) => ({ id: r.schluessel, titel: r.titel ?? `#${r.id}`, geaendert: r.geaendert }))}
        aktiv={aktiv ?? false}
        onWaehle={(schluessel) => {
          const ziel = speicher.finde(schluessel);
          if (ziel) navigate(ziel.pfad);
        }}
        onSchliesse={onSchliesse}
      />
    </Box>
  );
}
