import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { request } from '../../../dataProvider';
import type { DashboardAntwort } from '../../domain/api/ausschreibungListe';
import { SPARTE_LABEL, type Sparte } from '../../domain/ausschreibung';
import { formatDatumZeit, formatZahl } from '../../domain/format';

function Kennzahl({ titel, wert }: { titel: string; wert: number }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {titel}
        </Typography>
        <Typography variant="h4" component="p">
          {formatZahl(wert)}
        </Typography>
      </CardContent>
    </Card>
  );
}

const raster = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' } as const;

/** The administrator's overview: real figures from the database (GET /api/dashboard). */
export function Dashboard() {
  const [daten, setDaten] = useState<DashboardAntwort>();
  const [fehler, setFehler] = useState<string>();

  useEffect(() => {
    document.title = 'Dashboard – Energieausschreibungsportal';
    request<DashboardAntwort>('/api/dashboard')
      .then(setDaten)
      .catch((e: Error & { body?: { message?: string } }) => setFehler(e.body?.message ?? e.message));
  }, []);

  if (fehler) return <Alert severity="error">Die Kennzahlen konnten nicht geladen werden: {fehler}</Alert>;
  if (!daten) {
    return (
      <Box sx={raster} aria-busy="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Typography variant="h4" component="h1">
        Dashboard
      </Typography>
      <Box component="section" aria-labelledby="je-status">
        <Typography id="je-status" variant="h6" component="h2" gutterBottom>
          Ausschreibungen je Status
        </Typography>
        <Box sx={raster}>
          {daten.proStatus.map((s) => (
            <Kennzahl key={s.status} titel={s.label} wert={s.anzahl} />
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="bestand">
        <Typography id="bestand" variant="h6" component="h2" gutterBottom>
          Bestand
        </Typography>
        <Box sx={raster}>
          <Kennzahl titel="Ausschreibungen gesamt" wert={daten.gesamt} />
          {daten.proSparte.map((s) => (
            <Kennzahl key={s.typ} titel={`davon ${s.label}`} wert={s.anzahl} />
          ))}
          <Kennzahl titel="Kunden" wert={daten.anzahlKunden} />
          <Kennzahl titel="EVUs" wert={daten.anzahlEvus} />
        </Box>
      </Box>
      <Card component="section" aria-labelledby="fristen">
        <CardContent>
          <Typography id="fristen" variant="h6" component="h2">
            Nächste Angebotsfristen
          </Typography>
          {daten.naechsteFristen.length === 0 ? (
            <Typography color="text.secondary">Keine aktive Ausschreibung mit offener Angebotsfrist.</Typography>
          ) : (
            <List dense>
              {daten.naechsteFristen.map((f) => (
                <ListItem key={f.id} disableGutters>
                  <ListItemText
                    primary={`${f.nummer} · ${f.bezeichnung}`}
                    secondary={`${SPARTE_LABEL[f.typ as Sparte]} · Angebotsfrist ${formatDatumZeit(f.angebotsfrist)} Uhr`}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
