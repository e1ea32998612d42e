import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SparteZulassung } from '../../../domain/api/zulassung';
import { SPARTE_LABEL, type Sparte } from '../../../domain/ausschreibung';
import { formatTag } from '../../../domain/format';
import { ZULASSUNG_STATUS_LABEL, type ZulassungStatus } from '../../../domain/zulassung/status';

const FARBE: Record<ZulassungStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  registriert: 'default',
  in_pruefung: 'info',
  zugelassen: 'success',
  abgelehnt: 'error',
  abgelaufen: 'warning',
  gesperrt: 'error',
};

/** What the administrator's reason is called in each state the EVU reads it in. */
const BEGRUENDUNG: Partial<Record<ZulassungStatus, string>> = {
  abgelehnt: 'Begründung der Ablehnung',
  gesperrt: 'Grund der Sperre',
  abgelaufen: 'Grund',
  zugelassen: 'Hinweis',
};

/** A Sparte's name, its state (German label) and since when, on one line. */
export function SparteKopf({ zulassung: z }: { zulassung: SparteZulassung }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {SPARTE_LABEL[z.sparte as Sparte]}
      </Typography>
      <Chip size="small" color={FARBE[z.status]} label={ZULASSUNG_STATUS_LABEL[z.status]} />
      {z.seit && (
        <Typography variant="body2" color="text.secondary">
          seit {formatTag(z.seit)}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Per Sparte: the state (German label), since when, the administrator's reason and what is still missing with why —
 * on the start page's card and on the page „Zulassung & Nachweise“ alike.
 */
export function ZulassungStatusListe({ sparten }: { sparten: readonly SparteZulassung[] }) {
  return (
    <Stack spacing={2}>
      {sparten.map((z) => {
        const name = SPARTE_LABEL[z.sparte as Sparte];
        const label = BEGRUENDUNG[z.status];
        return (
          <Box key={z.sparte} component="section" aria-label={`Zulassung ${name}`}>
            <SparteKopf zulassung={z} />
            {label && z.begruendung && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {label}: {z.begruendung}
              </Typography>
            )}
            {z.fehlend.length > 0 && (
              <>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {z.status === 'zugelassen' ? 'Bitte reichen Sie nach:' : 'Es fehlt:'}
                </Typography>
                <List dense disablePadding aria-label={`Fehlende Nachweise ${name}`} sx={{ listStyle: 'disc', pl: 3 }}>
                  {z.fehlend.map((f) => (
                    <ListItem key={f.text} disablePadding sx={{ display: 'list-item' }}>
                      <Typography variant="body2">{f.text}</Typography>
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
