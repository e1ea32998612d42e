import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Entscheidung } from '../../../../domain/api/zulassungAdmin';
import { SPARTE_LABEL, type Sparte } from '../../../../domain/ausschreibung';
import { ZULASSUNG_UEBERGAENGE, type ZulassungStatus } from '../../../../domain/zulassung/status';
import { useEntscheidung } from '../../../api/admin/zulassung';
import { BegruendungDialog } from '../../../ui/dialogs/BegruendungDialog';
import { melde } from '../../../ui/notifications/useMeldung';

interface Art {
  knopf: string;
  titel: (sparte: string) => string;
  text: (firma: string, sparte: string) => string;
  bestaetigen: string;
  erfolg: (sparte: string) => string;
  zerstoerend: boolean;
}

/** Each decision: its button, its question and what follows; the EVU gets the Begründung by e-mail every time. */
const ARTEN: Record<Entscheidung, Art> = {
  zugelassen: {
    knopf: 'Zulassen',
    titel: (s) => `Für ${s} zulassen?`,
    text: (f, s) => `${f} kann danach zu Ausschreibungen der Sparte ${s} eingeladen werden. Das EVU erhält Ihre Begründung per E-Mail.`,
    bestaetigen: 'Zulassen',
    erfolg: (s) => `Das EVU ist für ${s} zugelassen.`,
    zerstoerend: false,
  },
  abgelehnt: {
    knopf: 'Ablehnen',
    titel: (s) => `Zulassung für ${s} ablehnen?`,
    text: (f, s) => `${f} wird für die Sparte ${s} nicht zugelassen und kann die Zulassung nach Ergänzung der Nachweise erneut beantragen. Das EVU erhält Ihre Begründung per E-Mail.`,
    bestaetigen: 'Ablehnen',
    erfolg: (s) => `Die Zulassung für ${s} ist abgelehnt.`,
    zerstoerend: true,
  },
  gesperrt: {
    knopf: 'Sperren',
    titel: (s) => `Für ${s} sperren?`,
    text: (f, s) => `${f} wird zu keiner neuen Ausschreibung der Sparte ${s} mehr eingeladen; bestehende Einladungen und Angebote bleiben. Das EVU erhält Ihre Begründung per E-Mail.`,
    bestaetigen: 'Sperren',
    erfolg: (s) => `Das EVU ist für ${s} gesperrt.`,
    zerstoerend: true,
  },
  registriert: {
    knopf: 'Entsperren',
    titel: (s) => `Sperre für ${s} aufheben?`,
    text: (f, s) => `Die Zulassung von ${f} für ${s} steht danach wieder auf „registriert“; das EVU kann sie mit seinen Nachweisen neu beantragen. Es erhält Ihre Begründung per E-Mail.`,
    bestaetigen: 'Entsperren',
    erfolg: (s) => `Die Sperre für ${s} ist aufgehoben.`,
    zerstoerend: false,
  },
};
const REIHENFOLGE: Entscheidung[] = ['zugelassen', 'abgelehnt', 'registriert', 'gesperrt'];

/**
 * The administrator's decisions the transitions table allows from the current state, each asking for its
 * Begründung first. „Zulassen“ waits until every required proof is there (the server says the same with 409).
 */
export function EntscheidungButtons({ evuId, firma, sparte, status, vollstaendig }: { evuId: number; firma: string; sparte: number; status: ZulassungStatus; vollstaendig: boolean }) {
  const [offen, setOffen] = useState<Entscheidung | null>(null);
  const entscheide = useEntscheidung(evuId);
  const sparteName = SPARTE_LABEL[sparte as Sparte];
  const moeglich = REIHENFOLGE.filter((nach) => ZULASSUNG_UEBERGAENGE[status][nach] === 'administrator');
  if (moeglich.length === 0) return null;
  const art = offen ? ARTEN[offen] : null;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {moeglich.map((nach) => (
          <Button
            key={nach}
            variant={nach === 'zugelassen' ? 'contained' : 'outlined'}
            color={ARTEN[nach].zerstoerend ? 'error' : 'primary'}
            disabled={nach === 'zugelassen' && !vollstaendig}
            onClick={() => setOffen(nach)}
          >
            {ARTEN[nach].knopf} …
          </Button>
        ))}
      </Stack>
      {moeglich.includes('zugelassen') && !vollstaendig && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Zulassen ist möglich, sobald alle Pflichtnachweise gültig vorliegen und geprüft sind.
        </Typography>
      )}
      <BegruendungDialog
        offen={art !== null}
        titel={art?.titel(sparteName) ?? ''}
        text={art?.text(firma, sparteName) ?? ''}
        bestaetigen={art?.bestaetigen ?? ''}
        zerstoerend={art?.zerstoerend}
        label="Begründung (das EVU erhält sie)"
        onAbbrechen={() => setOffen(null)}
        onBestaetigen={async (begruendung) => {
          await entscheide.mutateAsync({ sparte: sparte as Sparte, status: offen!, begruendung });
          melde('erfolg', art!.erfolg(sparteName));
          setOffen(null);
        }}
      />
    </>
  );
}
