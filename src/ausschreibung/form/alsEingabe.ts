import type { RaRecord } from 'react-admin';
import { leseZahl } from '../../../domain/format';

/** What the server computes: it takes these back from a PUT but ignores them, so the form leaves them out. */
const NUR_LESEN = ['id', 'nummer', 'typ', 'status', 'kundeId', 'kunde', 'kundePlz', 'kundeTyp', 'anzahlAngebote', 'eingeladeneEvus', 'warnungen'] as const;

/** The form keeps what the user typed; the server gets numbers and no read-only facts. */
export function alsEingabe(daten: RaRecord) {
  const eingabe: Record<string, unknown> = { ...daten };
  for (const feld of NUR_LESEN) delete eingabe[feld];
  eingabe.zahlungszielTage = leseZahl(daten.zahlungszielTage);
  eingabe.bemerkung = daten.bemerkung || null;
  eingabe.aktuellerVertrag = aktuellerVertrag(daten.aktuellerVertrag as Record<string, string | number | null> | null | undefined);
  eingabe.lieferstellen = ((daten.lieferstellen as Record<string, unknown>[] | undefined) ?? []).map((l) => ({
    ...l,
    zaehlpunkt: l.zaehlpunkt || null,
    slpProfil: l.slpProfil || null,
    jahresverbrauchKwh: leseZahl(l.jahresverbrauchKwh as string),
    maxLeistungKw: leseZahl(l.maxLeistungKw as string),
  }));
  return eingabe;
}

/** Three empty prices are no current contract; the form's rules have seen to it that an Arbeitspreis is there otherwise. */
function aktuellerVertrag(v: Record<string, string | number | null> | null | undefined) {
  const [arbeitspreisCtKwh, grundpreisEurMonat, leistungspreisEurKwJahr] = [v?.arbeitspreisCtKwh, v?.grundpreisEurMonat, v?.leistungspreisEurKwJahr].map(leseZahl);
  if (arbeitspreisCtKwh === null && grundpreisEurMonat === null && leistungspreisEurKwJahr === null) return null;
  return { arbeitspreisCtKwh, grundpreisEurMonat, leistungspreisEurKwJahr };
}
