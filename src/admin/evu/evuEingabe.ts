import type { EvuNeu } from '../../../domain/api/personenAdmin';
import { felderVon, nurFelder } from '../personen/eingabe';

const FELDER = felderVon<EvuNeu>()(['login', 'email', 'firma', 'sparten', 'bdewCodenummer', 'ansprechpartner', 'vorname', 'nachname', 'strasse', 'plz', 'ort', 'telefon']);

export const evuEingabe = (werte: Record<string, unknown>) => nurFelder(werte, FELDER);
