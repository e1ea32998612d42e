import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { request } from '../../api/http';
import type { VergleichsAngebot } from '../../domain/api/kundeAngebote';
import type { StromAusschreibung } from '../../domain/api/ausschreibung';
import { AusschreibungStatus } from '../../domain/ausschreibung';
import { formatEuro } from '../../domain/format';
import { AngeboteTable } from '../../ausschreibung/AngeboteTable';
import { Countdown } from '../../ausschreibung/Countdown';
import { BestaetigungsDialog } from '../../ui/dialoge/BestaetigungsDialog';
import { meldeHttpFehler } from '../../ui/meldungen/useMeldung';
import { KostenChart } from './KostenChart';

const BASIS = '/api/kunde/ausschreibung';

/**
 * From status Bindefrist the Kunde compares the released offers and awards one before the Bindefrist runs
 * out; afterwards the decision stands here.
 */
export function Angebotsvergleich() {
  const a = useRecordContext<Pick<StromAusschreibung, 'id' | 'nummer' | 'status' | 'bindefrist'>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [wahl, setWahl] = useState<VergleichsAngebot | null>(null);
  const sichtbar = !!a && a.status >= AusschreibungStatus.Bindefrist;
  const { data, isPending, refetch } = useQuery({
    queryKey: ['kunde', 'angebote', a?.id, a?.status],
    queryFn: () => request<VergleichsAngebot[]>(`${BASIS}/${a!.id}/angebote`),
    enabled: sichtbar,
  });
  if (!a) return null;
  if (!sichtbar) return <Alert severity="info">Die Angebote sehen Sie, sobald sie nach der Angebotsfrist geprüft und freigegeben sind.</Alert>;
  if (isPending) return <Skeleton variant="rectangular" height={200} />;
  if (!data || data.length === 0) return <Alert severity="warning">Zu dieser Ausschreibung liegt kein Angebot vor.</Alert>;
  const offen = a.status === AusschreibungStatus.Bindefrist && Date.parse(a.bindefrist) > Date.now();
  const zuschlag = data.find((o) => o.status === 'zuschlag');

  const erteile = async () => {
    const angebot = wahl!;
    setWahl(null);
    try {
      await request(`${BASIS}/${a.id}/zuschlag`, { method: 'POST', body: { angebotId: angebot.id }, responseType: 'none' });
      notify(`Sie haben ${angebot.evu} den Zuschlag erteilt.`, { type: 'success' });
      refresh();
      await refetch();
    } catch (fehler) {
      meldeHttpFehler(fehler);
    }
  };

  return (
    <Stack spacing={2}>
      {offen && (
        <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap">
          <Typography>Bitte erteilen Sie den Zuschlag vor dem Ende der Bindefrist.</Typography>
          <Countdown bis={a.bindefrist} label="Bindefrist" />
        </Stack>
      )}
      {zuschlag && <Alert severity="success">{`Zuschlag erteilt an ${zuschlag.evu} (${formatEuro(zuschlag.jahreskostenEuro)} im Jahr).`}</Alert>}
      <AngeboteTable
        angebote={data}
        aktion={
          offen
            ? (o) => (
                <Button size="small" variant={o.rang === 1 ? 'contained' : 'outlined'} onClick={() => setWahl(o)}>
                  Zuschlag erteilen
                </Button>
              )
            : undefined
        }
      />
      <KostenChart angebote={data} />
      <BestaetigungsDialog
        offen={wahl !== null}
        titel="Zuschlag erteilen?"
        text={wahl ? `${wahl.evu} erhält den Zuschlag für ${a.nummer} zu ${formatEuro(wahl.jahreskostenEuro)} im Jahr. Alle anderen Anbieter werden benachrichtigt. Das lässt sich nicht rückgängig machen.` : ''}
        bestaetigen="Zuschlag erteilen"
        onBestaetigen={() => void erteile()}
        onAbbrechen={() => setWahl(null)}
        zerstoerend={false}
      />
    </Stack>
  );
}
