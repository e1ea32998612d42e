import type { KundeNeu } from '../../../domain/api/personenAdmin';
import { felderVon, nurFelder } from '../personen/eingabe';

const FELDER = felderVon<KundeNeu>()(['login', 'email', 'typ', 'firma', 'anrede', 'vorname', 'nachname', 'geburtsdatum', 'strasse', 'plz', 'ort', 'telefon']);

/** A Privatperson has a Geburtsdatum and no Firma, everyone else the other way round (as in the registration). */
export function kundeEingabe(werte: Record<string, unknown>) {
  const eingabe = nurFelder(werte, FELDER);
  const privat = eingabe.typ === 'Privatperson';
  return { ...eingabe, firma: privat ? null : eingabe.firma, geburtsdatum: privat ? eingabe.geburtsdatum : null };
}
