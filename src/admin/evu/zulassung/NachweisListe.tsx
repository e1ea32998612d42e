import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { NachweisZeile } from '../../../../domain/api/zulassungAdmin';
import { formatDateigroesse, formatDatum, formatTag } from '../../../../domain/format';
import { NACHWEIS_LABEL } from '../../../../domain/zulassung/nachweise';
import { useNachweisPruefung, zulassungAdminApi } from '../../../api/admin/zulassung';
import { BegruendungDialog } from '../../../ui/dialogs/BegruendungDialog';
import { meldungAus } from '../../../ui/errors/serverGrund';
import { useDownload } from '../../../ui/download/useDownload';
import { melde } from '../../../ui/notifications/useMeldung';

function Pruefstand({ n }: { n: NachweisZeile }) {
  if (n.pruefung === 'geprueft') return <Chip size="small" color="success" variant="outlined" label={`geprüft am ${formatTag(n.geprueftAm)}${n.geprueftVon ? ` von ${n.geprueftVon}` : ''}`} />;
  if (n.pruefung === 'abgelehnt') return <Chip size="small" color="error" variant="outlined" label={`abgelehnt am ${formatTag(n.geprueftAm)}`} />;
  return <Chip size="small" color="warning" variant="outlined" label="noch nicht geprüft" />;
}

/**
 * The proofs the EVU uploaded, each with its file, Gültig bis and the administrator's check: „Geprüft“ at once,
 * „Ablehnen“ with the reason the EVU reads. `heute` (YYYY-MM-DD) marks what has expired.
 */
export function NachweisListe({ evuId, nachweise, heute }: { evuId: number; nachweise: NachweisZeile[]; heute: string }) {
  const [ablehnen, setAblehnen] = useState<NachweisZeile | null>(null);
  const pruefe = useNachweisPruefung(evuId);
  const { starte, isPending } = useDownload((n: NachweisZeile) => zulassungAdminApi.datei(n.pfad), (n) => n.name);
  if (nachweise.length === 0) return <Typography color="text.secondary">Das EVU hat noch keine Nachweise hochgeladen.</Typography>;
  const geprueft = (n: NachweisZeile) =>
    pruefe.mutateAsync({ nachweisId: n.id, pruefung: 'geprueft' }).then(
      () => melde('erfolg', `${NACHWEIS_LABEL[n.art]} ist als geprüft vermerkt.`),
      (e: unknown) => melde('fehler', meldungAus(e)),
    );
  return (
    <>
      <List disablePadding>
        {nachweise.map((n) => {
          const abgelaufen = n.gueltigBis !== null && n.gueltigBis < heute;
          return (
            <ListItem key={n.id} divider disableGutters sx={{ display: 'block' }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 500 }}>
                    {NACHWEIS_LABEL[n.art]}
                    {!n.aktuell && ' (ersetzt durch einen neueren)'}
                  </Typography>
                  <Typography variant="body2" color={abgelaufen ? 'error' : 'text.secondary'}>
                    {n.gueltigBis ? `gültig bis ${formatDatum(n.gueltigBis)}${abgelaufen ? ' (abgelaufen)' : ''}` : 'ohne Ablaufdatum'} · hochgeladen am {formatTag(n.hochgeladenAm)}
                  </Typography>
                  <Box sx={{ mt: 0.5 }}>
                    <Pruefstand n={n} />
                  </Box>
                  {n.pruefung === 'abgelehnt' && n.pruefungBegruendung && <Typography variant="body2">Begründung: {n.pruefungBegruendung}</Typography>}
                </Box>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
                  <Button size="small" startIcon={<DownloadIcon />} onClick={() => starte(n)} disabled={isPending} aria-label={`${n.name} herunterladen (${formatDateigroesse(n.groesse)})`}>
                    {n.name}
                  </Button>
                  {n.pruefung !== 'geprueft' && (
                    <Button size="small" variant="outlined" color="success" onClick={() => void geprueft(n)} disabled={pruefe.isPending}>
                      Geprüft
                    </Button>
                  )}
                  {n.pruefung !== 'abgelehnt' && (
                    <Button size="small" variant="outlined" color="error" onClick={() => setAblehnen(n)}>
                      Ablehnen …
                    </Button>
                  )}
                </Stack>
              </Stack>
            </ListItem>
          );
        })}
      </List>
      <BegruendungDialog
        offen={ablehnen !== null}
        titel="Nachweis ablehnen?"
        text={ablehnen ? `${NACHWEIS_LABEL[ablehnen.art]} („${ablehnen.name}“) zählt danach als fehlend. Das EVU sieht Ihre Begründung und kann einen neuen Nachweis hochladen.` : ''}
        bestaetigen="Ablehnen"
        zerstoerend
        onAbbrechen={() => setAblehnen(null)}
        onBestaetigen={async (begruendung) => {
          await pruefe.mutateAsync({ nachweisId: ablehnen!.id, pruefung: 'abgelehnt', begruendung });
          melde('erfolg', `${NACHWEIS_LABEL[ablehnen!.art]} ist abgelehnt.`);
          setAblehnen(null);
        }}
      />
    </>
  );
}
