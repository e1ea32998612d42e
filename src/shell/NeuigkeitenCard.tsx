import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDatumZeit } from '../../domain/format';
import { useNeuigkeiten } from '../api/mitglied/useMember';

/** How many news the card shows before „Alle anzeigen“. */
export const NEUIGKEITEN_ZUERST = 3;

/**
 * The start page's „Neuigkeiten“: what happened to the user's tenders lately (release, answers, auction, offers, result),
 * newest first, each leading to its page — whether or not the user takes the mail too. Nothing to show, no card.
 * The newest few only until asked for all: the start page's daily work (the tender list) stays on the first screen.
 */
export function NeuigkeitenCard() {
  const { data, error } = useNeuigkeiten();
  const [alle, setAlle] = useState(false);
  const listeId = useId();
  if (error) {
    return (
      <Typography role="alert" color="error" sx={{ mb: 2 }}>
        Die Neuigkeiten konnten nicht geladen werden.
      </Typography>
    );
  }
  if (!data?.length) return null;
  return (
    <Card component="section" aria-labelledby="neuigkeiten" sx={{ mb: 2 }}>
      <CardContent sx={{ pb: 1, '&:last-child': { pb: 1 } }}>
        <Typography id="neuigkeiten" variant="h6" component="h2">
          Neuigkeiten
        </Typography>
        <List dense disablePadding id={listeId}>
          {(alle ? data : data.slice(0, NEUIGKEITEN_ZUERST)).map((n) => (
            <ListItem key={n.id} disablePadding>
              <ListItemButton component={RouterLink} to={n.pfad} sx={{ px: { xs: 0, sm: 1 } }}>
                <ListItemText primary={n.text} secondary={`${formatDatumZeit(n.at)} Uhr`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {data.length > NEUIGKEITEN_ZUERST && (
          <Button size="small" aria-expanded={alle} aria-controls={listeId} onClick={() => setAlle(!alle)}>
            {alle ? 'Weniger anzeigen' : `Alle anzeigen (${data.length})`}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
