import { DRUCKSTUFEN, GASQUALITAETEN, MESSARTEN, OEKOSTROM_ARTEN, OEKOSTROM_LABEL, PREISMODELLE, RECHNUNGSLEGUNGEN, SPANNUNGSEBENEN } from '../../../domain/ausschreibung';

const eintraege = (werte: readonly string[], label: (w: string) => string = (w) => w) => werte.map((w) => ({ value: w, label: label(w) }));

/** The tender form's fixed choices, labelled for people. */
export const WAHL = {
  preismodell: eintraege(PREISMODELLE),
  rechnungslegung: eintraege(RECHNUNGSLEGUNGEN),
  oekostrom: eintraege(OEKOSTROM_ARTEN, (w) => OEKOSTROM_LABEL[w as keyof typeof OEKOSTROM_LABEL]),
  gasqualitaet: eintraege(GASQUALITAETEN, (w) => `${w}-Gas`),
  messart: eintraege(MESSARTEN, (w) => (w === 'SLP' ? 'SLP (Standardlastprofil)' : 'RLM (Leistungsmessung)')),
  spannungsebene: eintraege(SPANNUNGSEBENEN),
  druckstufe: eintraege(DRUCKSTUFEN, (w) => ({ ND: 'Niederdruck', MD: 'Mitteldruck', HD: 'Hochdruck' })[w] ?? w),
};
