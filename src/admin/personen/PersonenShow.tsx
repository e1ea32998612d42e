import type { ReactNode } from 'react';
import { EditButton, Show, TabbedShowLayout, TopToolbar } from 'react-admin';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KontoHistorie } from './KontoHistorie';
import { KontoStand } from './KontoStand';
import { LoeschenButton } from './LoeschenButton';
import { PersonenTitle } from './PersonenTitle';

/**
 * The page of a Kunde, EVU or Administrator: the resource's own facts (`stammdaten`, a list of `ValueText`), the
 * account with its actions, a resource's own tab (`reiter`: the EVU's Zulassung), and the account's history.
 */
export function PersonenShow({ stammdaten, reiter }: { stammdaten: ReactNode; reiter?: ReactNode }) {
  return (
    <Show
      title={<PersonenTitle />}
      actions={
        <TopToolbar>
          <EditButton />
          <LoeschenButton />
        </TopToolbar>
      }
    >
      <TabbedShowLayout syncWithLocation={false}>
        <TabbedShowLayout.Tab label="portal.personen.reiter.uebersicht">
          <Stack spacing={4}>
            <Box component="section" aria-labelledby="stammdaten-titel">
              <Typography id="stammdaten-titel" variant="h6" component="h2" gutterBottom>
                Stammdaten
              </Typography>
              <Grid container spacing={1}>
                {stammdaten}
              </Grid>
            </Box>
            <KontoStand />
          </Stack>
        </TabbedShowLayout.Tab>
        {reiter}
        <TabbedShowLayout.Tab label="portal.personen.reiter.historie">
          <KontoHistorie />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
