import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import type { Nachweis, ZulassungStand } from '../../../domain/api/zulassung';
import { deutscherKalendertag } from '../../../domain/datum';
import { formatDatum, formatDatumZeit, formatDateigroesse } from '../../../domain/format';
import { handelsregisterGueltigHoechstens } from '../../../domain/zulassung/fehlend';
import { NACHWEIS_REGELN, nachweisAngabenFehler } from '../../../domain/zulassung/nachweisUpload';
import { HOCHGELADENE_NACHWEISE, NACHWEIS_LABEL, type HochgeladenerNachweis } from '../../../domain/zulassung/nachweise';
import { useNachweisLoeschen, useZulassungNeuLaden, zulassungApi } from '../../api/evu/zulassung';
import { DatumField, DATUM_UNGUELTIG } from '../../ui/date/DatumField';
import { DeleteDialog } from '../../ui/dialogs/DeleteDialog';
import { useDownload } from '../../ui/download/useDownload';
import { fehlermeldung } from '../../ui/errors/fehlertext';
import { melde } from '../../ui/notifications/useMeldung';
import { FileUpload } from '../../ui/upload/FileUpload';

export const NACHWEIS_HINWEIS = 'PDF, PNG oder JPEG, höchstens 10 MB.';

const PRUEFUNG: Record<string, string> = { geprueft: 'geprüft', abgelehnt: 'abgelehnt' };

/** A proof's check as the EVU reads it, with the administrator's reason of a rejection. */
function pruefungText(n: Nachweis): string {
  const stand = n.pruefung ? PRUEFUNG[n.pruefung]! : 'noch nicht geprüft';
  return n.pruefungBegruendung ? `${stand}: ${n.pruefungBegruendung}` : stand;
}

/**
 * Upload of a proof (kind, Gültig bis, file; checked here as the server checks it before the file is sent) and the
 * list of the EVU's proofs with their check; an unchecked one may be deleted after a confirmation.
 */
export function NachweiseBereich({ stand }: { stand: ZulassungStand }) {
  const [art, setArt] = useState<HochgeladenerNachweis | ''>('');
  const [gueltigBis, setGueltigBis] = useState('');
  const [frage, setFrage] = useState<Nachweis | null>(null);
  const neuLaden = useZulassungNeuLaden();
  const loeschen = useNachweisLoeschen();
  const herunterladen = useDownload((n: Nachweis) => zulassungApi.nachweis(n.id), (n) => n.name);
  const heute = deutscherKalendertag(Date.now());
  const sparten = stand.sparten.reduce((bits, z) => bits | z.sparte, 0);
  const arten = HOCHGELADENE_NACHWEISE.filter((a) => a !== 'Oekostromzertifikat' || (sparten & 1) !== 0);
  const fehler = nachweisAngabenFehler(art, gueltigBis === DATUM_UNGUELTIG ? 'x' : gueltigBis, heute, sparten);
  const bereit = Object.keys(fehler).length === 0 && art !== '';
  // Only what the user has touched gets a message: an empty form is not wrong yet.
  const datumFehler = gueltigBis ? fehler.gueltigBis?.[0] : undefined;

  const loesche = (n: Nachweis) => {
    setFrage(null);
    loeschen.mutateAsync(n.id).then(
      () => melde('erfolg', `Der Nachweis „${n.name}“ wurde gelöscht.`),
      (e: unknown) => melde('fehler', fehlermeldung(e)),
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <TextField
          select
          label="Art des Nachweises *"
          value={art}
          onChange={(e) => setArt(e.target.value as HochgeladenerNachweis)}
          sx={{ minWidth: { sm: 340 } }}
          helperText=" "
        >
          {arten.map((a) => (
            <MenuItem key={a} value={a}>
              {NACHWEIS_LABEL[a]}
            </MenuItem>
          ))}
        </TextField>
        <DatumField
          label="Gültig bis"
          required
          value={gueltigBis}
          onChange={setGueltigBis}
          fehler={datumFehler}
          hinweis={art === 'Handelsregisterauszug' ? `Höchstens sechs Monate alt: spätestens ${formatDatum(handelsregisterGueltigHoechstens(heute))}` : undefined}
        />
      </Stack>
      <FileUpload
        url={bereit ? zulassungApi.hochladenUrl(art as HochgeladenerNachweis, gueltigBis) : ''}
        regeln={NACHWEIS_REGELN}
        hinweis={bereit ? NACHWEIS_HINWEIS : `Bitte wählen Sie zuerst die Art und „Gültig bis“. ${NACHWEIS_HINWEIS}`}
        disabled={!bereit}
        onHochgeladen={() => void neuLaden()}
      />
      <Typography variant="subtitle1" component="h3">
        Ihre Nachweise
      </Typography>
      {stand.nachweise.length === 0 ? (
        <Typography color="text.secondary">Sie haben noch keine Nachweise hochgeladen.</Typography>
      ) : (
        <List dense disablePadding aria-label="Ihre Nachweise">
          {stand.nachweise.map((n) => (
            <ListItem
              key={n.id}
              disableGutters
              divider
              secondaryAction={
                n.pruefung === null ? (
                  <IconButton edge="end" aria-label={`${n.name} löschen`} onClick={() => setFrage(n)} disabled={loeschen.isPending}>
                    <DeleteIcon />
                  </IconButton>
                ) : undefined
              }
              sx={{ pr: n.pruefung === null ? 6 : 0 }}
            >
              <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {NACHWEIS_LABEL[n.art]}
                  {!n.aktuell && ' (ersetzt)'}
                </Typography>
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  onClick={() => herunterladen.starte(n)}
                  disabled={herunterladen.isPending}
                  sx={{ alignSelf: 'flex-start', textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'left' }}
                >
                  {n.name} ({formatDateigroesse(n.size)})
                </Button>
                <Typography variant="body2" color="text.secondary">
                  Gültig bis {formatDatum(n.gueltigBis)} · hochgeladen am {formatDatumZeit(n.uploadedAt)} Uhr
                </Typography>
                <Typography variant="body2" color={n.pruefung === 'abgelehnt' ? 'error' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
                  Prüfung: {pruefungText(n)}
                </Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      <DeleteDialog offen={frage !== null} name={frage?.name ?? ''} onLoeschen={() => frage && loesche(frage)} onAbbrechen={() => setFrage(null)} />
    </Stack>
  );
}
