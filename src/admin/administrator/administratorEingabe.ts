import type { AdministratorNeu } from '../../../domain/api/personenAdmin';
import { felderVon, nurFelder } from '../personen/eingabe';

const FELDER = felderVon<AdministratorNeu>()(['login', 'email', 'vorname', 'nachname']);

export const administratorEingabe = (werte: Record<string, unknown>) => nurFelder(werte, FELDER);
