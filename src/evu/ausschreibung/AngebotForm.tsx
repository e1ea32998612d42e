import { Form, SaveButton, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAngebotAbgeben, useEigenesAngebot } from '../../api/evu/useEigenesAngebot';
import { FormularFehler } from '../../api/http/formularFehler';
import type { GasAusschreibung, StromAusschreibung } from '../../../domain/api/ausschreibung';
import { formatCtKwh, formatEuro } from '../../../domain/format';
import { jahreskosten } from '../../../domain/jahreskosten';
import { PortalDateTimeInput } from '../../ui/date/PortalDateInput';
import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { pflicht, preis, zahl } from '../../ui/validation/rules';
import { alsEingabe, alsFormular, alsKosten, fehlendeKostenwerte, type AngebotFormWerte } from './angebotsWerte';
import { Sparte } from '../../../domain/ausschreibung';

type Ausschreibung = Omit<StromAusschreibung | GasAusschreibung, 'anzahlAngebote' | 'eingeladeneEvus' | 'kundePlz' | 'kundeTyp'> & { angebotAbgegeben?: boolean };

/** The annual cost the typed prices imply for this tender, computed live by the same code as the server's. */
function Jahreskosten({ a, mitRlm }: { a: Ausschreibung; mitRlm: boolean }) {
  const werte = useWatch() as Partial<AngebotFormWerte>;
  const stand = alsKosten(werte, { leistungspreis: mitRlm });
  if ('fehlt' in stand) return <Typography color="text.secondary" aria-live="polite">{fehlendeKostenwerte(stand.fehlt)}</Typography>;
  const kosten = jahreskosten(stand.kosten, a.lieferstellen);
  return (
    <Typography aria-live="polite">
      <strong>Jahreskosten: {formatEuro(kosten.euro)}</strong> · Mischpreis {formatCtKwh(kosten.mischpreisCtKwh)}
    </Typography>
  );
}

/**
 * Submit or revise the offer until the Angebotsfrist. The server decides (its clock, Europe/Berlin); a late
 * or stale save comes back with its German reason. The saved offer becomes the form's new starting point.
 */
export function AngebotForm({ a }: { a: Ausschreibung }) {
  const notify = useNotify();
  // The page's offer card has just loaded the offer before showing this form.
  const { data: angebot = null } = useEigenesAngebot(a.id, a.angebotAbgegeben, { erneutLaden: false });
  const abgeben = useAngebotAbgeben(a.id);
  const mitRlm = a.lieferstellen.some((l) => l.messart === 'RLM');
  const mitOeko = a.typ === Sparte.Strom;
  const sende = async (werte: Record<string, unknown>) => {
    try {
      await abgeben.mutateAsync(alsEingabe(werte as unknown as AngebotFormWerte, mitOeko));
      notify(angebot ? 'Ihr Angebot wurde geändert.' : 'Ihr Angebot wurde abgegeben.', { type: 'success' });
    } catch (fehler) {
      if (fehler instanceof FormularFehler) {
        notify(fehler.body.message, { type: 'error' });
        return fehler.body.errors;
      }
      throw fehler;
    }
  };
  return (
    <Form record={alsFormular(angebot, a.bindefrist) as unknown as Record<string, unknown>} onSubmit={sende} key={angebot?.version ?? 0}>
      {/* On a phone the pairs stand one below the other: the same space between all fields as between the pairs. */}
      <Stack spacing={1} sx={{ maxWidth: 720 }}>
        {angebot && <Alert severity="success">{`Ihr Angebot (Version ${angebot.version}) liegt vor. Sie können es bis zur Angebotsfrist ändern.`}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          <PortalTextInput source="arbeitspreisCtKwh" label="portal.angebot.arbeitspreis" unit="ct/kWh" validate={[pflicht, zahl, preis]} inputMode="decimal" hint="bis zu 4 Nachkommastellen" />
          <PortalTextInput source="grundpreisEurMonat" label="portal.angebot.grundpreis" unit="€/Monat" validate={[pflicht, zahl, preis]} inputMode="decimal" hint="je Lieferstelle" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
          {mitRlm && <PortalTextInput source="leistungspreisEurKwJahr" label="portal.angebot.leistungspreis" unit="€/kW·a" validate={[pflicht, zahl, preis]} inputMode="decimal" hint="für RLM-Lieferstellen" />}
          {mitOeko && <PortalTextInput source="oekoaufschlagCtKwh" label="portal.angebot.oekoaufschlag" unit="ct/kWh" validate={[zahl, preis]} inputMode="decimal" hint="leer lassen, wenn keiner" />}
        </Stack>
        <PortalDateTimeInput source="bindefristBis" label="portal.angebot.bindefristBis" validate={pflicht} hint="mindestens bis zur Bindefrist der Ausschreibung" />
        <PortalTextInput
          source="bemerkung"
          label="portal.angebot.bemerkung"
          multiline
          maxLength={4000}
          hint="Eine Bemerkung ist eine Bedingung Ihres Angebots: Der Kunde sieht Ihr Angebot dann als „mit Vorbehalt“."
        />
        <Jahreskosten a={a} mitRlm={mitRlm} />
        <div>
          <SaveButton label={angebot ? 'Angebot ändern' : 'Angebot abgeben'} />
        </div>
      </Stack>
    </Form>
  );
}
