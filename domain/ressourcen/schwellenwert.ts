import { formatDatum } from '../format';
import { auswahl, datum, deklariere, euro } from './deklaration';

/** § 106 GWB: the thresholds depend on who awards — sub-central, central government, sector activities. */
export const AUFTRAGGEBER_ARTEN = [
  { value: 'subzentral', label: 'Subzentraler öffentlicher Auftraggeber (z. B. Kommune)' },
  { value: 'zentral', label: 'Oberste und obere Bundesbehörden' },
  { value: 'sektoren', label: 'Sektorenauftraggeber' },
] as const;
/** The same kinds as a tab or a message names them. */
const KURZ: Record<(typeof AUFTRAGGEBER_ARTEN)[number]['value'], string> = { subzentral: 'Subzentrale Auftraggeber', zentral: 'Oberste und obere Bundesbehörden', sektoren: 'Sektorenauftraggeber' };

/**
 * The EU thresholds for supplies and services (Art. 4 Directive 2014/24/EU, Art. 15 Directive 2014/25/EU, adjusted
 * every two years by a Commission regulation), valid from/to per kind of contracting authority. Above the threshold
 * a tender is awarded EU-wide (issue 47).
 */
export const schwellenwert = deklariere({
  name: 'schwellenwert',
  pfad: '/api/schwellenwertasadmin',
  rolle: 'Administrator',
  einzahl: 'Schwellenwert',
  mehrzahl: 'Schwellenwerte',
  artikel: 'Der',
  felder: {
    auftraggeber: auswahl('Art des Auftraggebers', AUFTRAGGEBER_ARTEN),
    gueltigAb: datum('Gültig ab'),
    gueltigBis: datum('Gültig bis', { pflicht: false }),
    betrag: euro('Schwellenwert (netto)', { min: 1, max: 100_000_000 }),
  },
  filter: ['auftraggeber'],
  sortierung: { schluessel: ['auftraggeber', 'gueltigAb', 'gueltigBis', 'betrag'], standard: 'gueltigAb', richtung: 'desc' },
  zeitraum: { von: 'gueltigAb', bis: 'gueltigBis', je: ['auftraggeber'] },
  darstellung: (s) => `${KURZ[s.auftraggeber]} ab ${formatDatum(s.gueltigAb)}`,
});
