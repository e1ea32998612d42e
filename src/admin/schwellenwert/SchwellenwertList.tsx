import { FunctionField } from 'react-admin';
import { formatDatum, formatZahl } from '../../../domain/format';
import type { Datensatz } from '../../../domain/ressourcen/deklaration';
import { AUFTRAGGEBER_ARTEN, schwellenwert } from '../../../domain/ressourcen/schwellenwert';
import { RessourcenList } from '../ressource/RessourcenList';

type Schwellenwert = Datensatz<typeof schwellenwert.felder>;
const art = (s: Schwellenwert) => AUFTRAGGEBER_ARTEN.find((a) => a.value === s.auftraggeber)?.label ?? s.auftraggeber;
const zeitraum = (s: Schwellenwert) => (s.gueltigBis ? `${formatDatum(s.gueltigAb)} – ${formatDatum(s.gueltigBis)}` : `ab ${formatDatum(s.gueltigAb)}`);
const euro = (s: Schwellenwert) => `${formatZahl(s.betrag)} €`;

/** The EU thresholds by kind of contracting authority, the newest period first. */
export function SchwellenwertList() {
  return (
    <RessourcenList d={schwellenwert} leer="Es ist noch kein Schwellenwert erfasst." karte={{ titel: (s) => `${euro(s)} · ${art(s)}`, zeile: zeitraum }}>
      <FunctionField<Schwellenwert> source="auftraggeber" render={art} />
      <FunctionField<Schwellenwert> source="gueltigAb" render={(s) => formatDatum(s.gueltigAb)} />
      <FunctionField<Schwellenwert> source="gueltigBis" render={(s) => (s.gueltigBis ? formatDatum(s.gueltigBis) : 'offen')} />
      <FunctionField<Schwellenwert> source="betrag" render={euro} textAlign="right" />
    </RessourcenList>
  );
}
