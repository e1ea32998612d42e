import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPreisEingabe } from '../../../domain/format';
import { PortalTextInput } from '../../ui/input/PortalTextInput';
import { preis, type Regel, zahl, zwischen } from '../../ui/validation/rules';
import { PREISGRENZEN as G } from '../../../domain/preise';

export const AKTUELLER_ARBEITSPREIS_FEHLT = 'Bitte geben Sie auch den Arbeitspreis Ihres aktuellen Vertrags an.';

/** A read price shows as the user types one (decimal comma); what the user typed stays as typed. */
const deutsch = (wert: unknown) => (typeof wert === 'number' ? formatPreisEingabe(wert) : (wert ?? ''));

/** Without an Arbeitspreis there is no current contract: the other two prices alone are not one. */
const arbeitspreisNoetig: Regel = (wert, werte) => {
  const v = (werte?.aktuellerVertrag ?? {}) as Record<string, unknown>;
  const leer = (x: unknown) => x == null || x === '';
  return leer(wert) && (!leer(v.grundpreisEurMonat) || !leer(v.leistungspreisEurKwJahr)) ? AKTUELLER_ARBEITSPREIS_FEHLT : undefined;
};

/**
 * The prices of the supply contract the tender replaces, all optional: with them the comparison of the offers shows
 * what each saves against today (issue 42).
 */
export function AktuellerVertragInputs() {
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, mt: 1, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ p: 0 }}>
        Aktueller Vertrag (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Mit den Nettopreisen Ihres laufenden Vertrags zeigt der Angebotsvergleich, was jedes Angebot im Jahr spart.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PortalTextInput source="aktuellerVertrag.arbeitspreisCtKwh" label="Arbeitspreis" unit="ct/kWh" format={deutsch} validate={[zahl, preis, /* the server's bounds, where the user types */ zwischen(G.arbeitspreisCtKwh.groesserAls, G.arbeitspreisCtKwh.bis, { groesserAls: true }), arbeitspreisNoetig]} inputMode="decimal" />
        <PortalTextInput source="aktuellerVertrag.grundpreisEurMonat" label="Grundpreis" unit="€/Monat" format={deutsch} validate={[zahl, preis, zwischen(G.grundpreisEurMonat.von, G.grundpreisEurMonat.bis)]} inputMode="decimal" hint="je Lieferstelle" />
        <PortalTextInput source="aktuellerVertrag.leistungspreisEurKwJahr" label="Leistungspreis" unit="€/kW·a" format={deutsch} validate={[zahl, preis, zwischen(G.leistungspreisEurKwJahr.von, G.leistungspreisEurKwJahr.bis)]} inputMode="decimal" hint="für RLM-Lieferstellen" />
      </Stack>
    </Stack>
  );
}
