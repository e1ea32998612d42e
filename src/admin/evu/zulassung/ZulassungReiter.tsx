import { useRecordContext } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { EvuDatensatz } from '../../../../domain/api/personenAdmin';
import type { ZulassungAdminAntwort, ZulassungSparte } from '../../../../domain/api/zulassungAdmin';
import { SPARTE_LABEL, type Sparte } from '../../../../domain/ausschreibung';
import { deutscherKalendertag } from '../../../../domain/datum';
import { formatDatum, formatTag, formatUhrzeit, formatZahl } from '../../../../domain/format';
import { ZULASSUNG_STATUS_LABEL } from '../../../../domain/zulassung/status';
import { useZulassungAdmin, zulassungAdminApi } from '../../../api/admin/zulassung';
import { meldungAus } from '../../../ui/errors/serverGrund';
import { useDownload } from '../../../ui/download/useDownload';
import { BonitaetAbschnitt } from './BonitaetAbschnitt';
import { EntscheidungButtons } from './EntscheidungButtons';
import { NachweisListe } from './NachweisListe';
import { ZulassungChip } from './ZulassungChip';
import { Abschnitt } from '../../../ui/display/Abschnitt';


/** One Sparte: its state since when and why, what is missing, the decisions allowed now, and every step so far. */
function SparteKarte({ evuId, firma, z }: { evuId: number; firma: string; z: ZulassungSparte }) {
  const name = SPARTE_LABEL[z.sparte as Sparte];
  return (
    <Card variant="outlined" component="section" aria-labelledby={`zulassung-${z.sparte}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={`zulassung-${z.sparte}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <ZulassungChip status={z.status} />
            <Typography variant="body2" color="text.secondary">
              seit {formatTag(z.seit)}
            </Typography>
          </Stack>
          {z.begruendung && <Typography variant="body2">Begründung: {z.begruendung}</Typography>}
          {z.fehlend.length === 0 && z.ungeprueft.length === 0 ? (
            <Alert severity="success">Alle Pflichtnachweise liegen gültig vor und sind geprüft.</Alert>
          ) : z.fehlend.length === 0 ? (
            <Alert severity="info">Alle Pflichtnachweise liegen gültig vor. Noch nicht geprüft: {z.ungeprueft.join('; ')}.</Alert>
          ) : (
            <Alert severity="warning">
              Es fehlt:
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {z.fehlend.map((f) => (
                  <li key={f.text}>{f.text}</li>
                ))}
              </Box>
            </Alert>
          )}
          <EntscheidungButtons evuId={evuId} firma={firma} sparte={z.sparte} status={z.status} vollstaendig={z.fehlend.length === 0 && z.ungeprueft.length === 0} />
          <Box>
            <Typography variant="subtitle2" component="h4">
              Verlauf
            </Typography>
            <List dense disablePadding aria-label={`Verlauf der Zulassung für ${name}`}>
              {z.verlauf.map((v) => (
                <ListItem key={`${v.at}-${v.status}`} disableGutters>
                  <ListItemText
                    primary={`${formatUhrzeit(v.at)}: ${ZULASSUNG_STATUS_LABEL[v.status]}`}
                    secondary={[v.von ?? 'Portal', v.begruendung].filter(Boolean).join(' · ')}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Inhalt({ evu, daten }: { evu: EvuDatensatz; daten: ZulassungAdminAntwort }) {
  const heute = deutscherKalendertag(Date.now());
  const erklaerung = daten.eigenerklaerung;
  const pdf = useDownload(() => zulassungAdminApi.datei(erklaerung!.pfad), () => `Eigenerklaerung_${evu.firma}.pdf`);
  return (
    <Stack spacing={4}>
      <Abschnitt id="zulassung-sparten" titel="Zulassung je Sparte">
        <Stack spacing={2}>
          {daten.sparten.map((z) => (
            <SparteKarte key={z.sparte} evuId={evu.id} firma={evu.firma} z={z} />
          ))}
        </Stack>
      </Abschnitt>
      <Abschnitt id="zulassung-nachweise" titel="Nachweise">
        <NachweisListe evuId={evu.id} nachweise={daten.nachweise} heute={heute} />
      </Abschnitt>
      <Abschnitt id="zulassung-eigenerklaerung" titel="Eigenerklärung zu Ausschlussgründen (§§ 123/124 GWB)">
        {erklaerung ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <Typography>
              Unterzeichnet von {erklaerung.unterzeichnetName} am {formatDatum(erklaerung.unterzeichnetAm)}
            </Typography>
            <Button startIcon={<PictureAsPdfIcon />} onClick={() => pdf.starte()} disabled={pdf.isPending}>
              Eigenerklärung (PDF)
            </Button>
          </Stack>
        ) : (
          <Typography color="text.secondary">Das EVU hat noch keine Eigenerklärung abgegeben.</Typography>
        )}
      </Abschnitt>
      <Abschnitt id="zulassung-referenzen" titel="Referenzliste">
        {daten.referenzen.length === 0 ? (
          <Typography color="text.secondary">Das EVU hat noch keine Referenzen angegeben.</Typography>
        ) : (
          <List dense disablePadding>
            {daten.referenzen.map((r, i) => (
              <ListItem key={i} disableGutters divider>
                <ListItemText
                  primary={r.kunde}
                  secondary={`${SPARTE_LABEL[r.sparte as Sparte]} · ${formatZahl(r.volumenMwh)} MWh im Jahr · ${formatDatum(r.von) || r.von} bis ${r.bis ? formatDatum(r.bis) || r.bis : 'heute'}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Abschnitt>
      <Abschnitt id="zulassung-bonitaet" titel="Bonität">
        <BonitaetAbschnitt evuId={evu.id} bonitaet={daten.bonitaet} heute={heute} />
      </Abschnitt>
    </Stack>
  );
}

/** The EVU's page tab „Zulassung“ (issue 45): what the administrator checks and decides. */
export function ZulassungReiter() {
  const evu = useRecordContext<EvuDatensatz>();
  const { data, error, isPending } = useZulassungAdmin(Number(evu?.id));
  if (!evu) return null;
  if (error) return <Alert severity="error">Die Zulassung konnte nicht geladen werden: {meldungAus(error)}</Alert>;
  if (isPending) return <Skeleton variant="rounded" height={160} />;
  return <Inhalt evu={evu} daten={data} />;
}
