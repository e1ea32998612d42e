import { Title, useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { detailRessource } from '../../api/admin/ausschreibung';
import { useDashboard } from '../../api/admin/useDashboard';
import { AusschreibungStatus, SPARTE_LABEL, type Sparte } from '../../../domain/ausschreibung';
import { formatDatumZeit, formatZahl } from '../../../domain/format';
import type { DashboardAntwort } from '../../../domain/api/dashboard';
import { gefilterteAusschreibungen } from '../ausschreibung/gefilterteListe';
import { evuListeMitZulassung } from '../evu/zulassung/gefilterteEvuListe';
import { VolumenChart } from './VolumenChart';
import { Abschnitt } from '../../ui/display/Abschnitt';

// Two figures side by side on a phone; on wider screens cards wide enough for a six-digit count in large type.
const raster = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(150px, 1fr))', sm: 'repeat(auto-fill, minmax(190px, 1fr))' } } as const;

/** The tender list filtered by one status; what waits for review with the most urgent first. */
export const listeMitStatus = (status: number, dringendZuerst = false) => gefilterteAusschreibungen({ status: [status] }, { dringendZuerst });

function Kennzahl({ titel, wert, ziel, hervorheben }: { titel: string; wert: number; ziel?: string; hervorheben?: boolean }) {
  const inhalt = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {titel}
      </Typography>
      {/* Two lines, two words: without a space "prüfen" and "2" run together for anything that reads the text
          rather than the layout (WCAG 2.5.3 compares that text with the link's name). */}
      {' '}
      <Typography variant="h4" component="p" sx={{ typography: { xs: 'h5', sm: 'h4' } }} color={hervorheben && wert > 0 ? 'warning.dark' : undefined}>
        {formatZahl(wert)}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant={hervorheben ? 'outlined' : 'elevation'}>
      {ziel ? (
        <CardActionArea component={RouterLink} to={ziel} aria-label={`${titel}: ${formatZahl(wert)} – Liste öffnen`}>
          {inhalt}
        </CardActionArea>
      ) : (
        inhalt
      )}
    </Card>
  );
}


/**
 * The tenders whose bidders wait for an answer, the longest waiting first: an answer has its deadline before the
 * Angebotsfrist (§ 20 (3) VgV), so each links to its tender, where the tab „Bieterfragen“ carries the count too.
 */
function OffeneBieterfragen({ daten }: { daten: DashboardAntwort }) {
  const createPath = useCreatePath();
  return (
    <Card component="section" aria-labelledby="bieterfragen-titel">
      <CardContent>
        <Typography id="bieterfragen-titel" variant="h6" component="h2">
          Offene Bieterfragen
        </Typography>
        {daten.offeneBieterfragen.length === 0 ? (
          <Typography color="text.secondary">Alle Bieterfragen sind beantwortet.</Typography>
        ) : (
          <List dense>
            {daten.offeneBieterfragen.map((f) => (
              <ListItem key={f.id} disablePadding>
                <ListItemButton component={RouterLink} to={createPath({ resource: detailRessource(f.typ), id: f.id, type: 'show' })}>
                  <ListItemText
                    primary={`${f.nummer} · ${f.bezeichnung}`}
                    secondary={`${f.anzahl === 1 ? `1 offene Frage, gestellt am ${formatDatumZeit(f.seit)} Uhr` : `${formatZahl(f.anzahl)} offene Fragen, die älteste vom ${formatDatumZeit(f.seit)} Uhr`} · ${SPARTE_LABEL[f.typ as Sparte]}`}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

/** The administrator's overview: real figures from the database (GET /api/dashboard). */
export function Dashboard() {
  const { data: daten, error } = useDashboard();
  const createPath = useCreatePath();
  const translate = useTranslate();

  if (error) {
    const fehler = (error as Error & { body?: { message?: string } }).body?.message ?? error.message;
    return <Alert severity="error">Die Kennzahlen konnten nicht geladen werden: {fehler}</Alert>;
  }
  if (!daten) {
    return (
      <Box sx={raster} aria-busy="true">
        <Title title="Dashboard" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Title title="Dashboard" />
      <Abschnitt id="zu-tun" titel="Wartet auf Sie">
        <Box sx={raster}>
          <Kennzahl titel="Ausschreibungen zu prüfen" wert={daten.zuPruefen} ziel={listeMitStatus(AusschreibungStatus.PruefungAusschreibung, true)} hervorheben />
          <Kennzahl titel="Angebote freizugeben" wert={daten.angeboteFreizugeben} ziel={listeMitStatus(AusschreibungStatus.PruefungAngebote, true)} hervorheben />
          <Kennzahl titel="Bieterfragen zu beantworten" wert={daten.offeneBieterfragenGesamt} hervorheben />
          <Kennzahl titel="Zulassungsanträge in Prüfung" wert={daten.zulassungenInPruefung} ziel={evuListeMitZulassung('in_pruefung')} hervorheben />
        </Box>
      </Abschnitt>
      <OffeneBieterfragen daten={daten} />
      <Card component="section" aria-labelledby="fristen">
        <CardContent>
          <Typography id="fristen" variant="h6" component="h2">
            Fristen der nächsten 7 Tage
          </Typography>
          {daten.fristen.length === 0 ? (
            <Typography color="text.secondary">In den nächsten 7 Tagen endet keine Frist.</Typography>
          ) : (
            <List dense>
              {daten.fristen.map((f) => (
                // A list holds list items: the link inside its item, not in place of it.
                <ListItem key={`${f.art}-${f.id}`} disablePadding>
                  <ListItemButton component={RouterLink} to={createPath({ resource: detailRessource(f.typ), id: f.id, type: 'show' })}>
                    <ListItemText
                      primary={`${f.nummer} · ${f.bezeichnung}`}
                      secondary={`${f.art} ${formatDatumZeit(f.frist)} Uhr · ${SPARTE_LABEL[f.typ as Sparte]} · ${f.kunde}`}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          {daten.fristenGesamt > daten.fristen.length && (
            <Typography variant="body2" color="text.secondary">
              … und {formatZahl(daten.fristenGesamt - daten.fristen.length)} weitere Fristen in den nächsten 7 Tagen.
            </Typography>
          )}
        </CardContent>
      </Card>
      <Abschnitt id="je-status" titel="Ausschreibungen je Status">
        <Box sx={raster}>
          {daten.proStatus.map((s) => (
            <Kennzahl key={s.status} titel={s.label} wert={s.anzahl} ziel={listeMitStatus(s.status)} />
          ))}
        </Box>
      </Abschnitt>
      <Card component="section" aria-labelledby="volumen">
        <CardContent>
          <Typography id="volumen" variant="h6" component="h2">
            {translate('portal.dashboard.volumen.name')}
          </Typography>
          <VolumenChart monate={daten.volumenProMonat} />
        </CardContent>
      </Card>
      <Abschnitt id="bestand" titel="Bestand">
        <Box sx={raster}>
          <Kennzahl titel="Ausschreibungen gesamt" wert={daten.gesamt} />
          {daten.proSparte.map((s) => (
            <Kennzahl key={s.typ} titel={`davon ${s.label}`} wert={s.anzahl} />
          ))}
          <Kennzahl titel="Kunden" wert={daten.anzahlKunden} />
          <Kennzahl titel="EVUs" wert={daten.anzahlEvus} />
        </Box>
      </Abschnitt>
    </Box>
  );
}
