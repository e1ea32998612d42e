import { useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import type { StromAusschreibung } from '../../domain/api/ausschreibung';
import { AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { AngeboteTable } from '../../ausschreibung/AngeboteTable';
import { formatZahl } from '../../domain/format';
import { useAusschreibungAdmin } from '../../api/admin/useAusschreibungAdmin';

/** Offers are sealed until the Angebotsfrist; afterwards all of them, ranked by Jahreskosten. */
export function Angebote() {
  const a = useRecordContext<StromAusschreibung>();
  const provider = useAusschreibungAdmin();
  const offen = !!a && a.status >= AusschreibungStatus.PruefungAngebote;
  const { data, isPending, error } = useQuery({
    queryKey: ['ausschreibung', 'angebote', a?.id, a?.status],
    queryFn: () => provider.angebote(a!.typ as Sparte, a!.id),
    enabled: offen,
  });
  if (!a) return null;
  if (!offen) {
    return <Alert severity="info">{`Die Angebote bleiben bis zum Ende der Angebotsfrist versiegelt. Eingegangen: ${formatZahl(a.anzahlAngebote)}.`}</Alert>;
  }
  if (isPending) return <Skeleton variant="rectangular" height={120} />;
  if (error) return <Alert severity="error">Die Angebote konnten nicht geladen werden.</Alert>;
  if (data.length === 0) return <Alert severity="warning">Zu dieser Ausschreibung ist kein Angebot eingegangen.</Alert>;
  return <AngeboteTable angebote={data} />;
}
