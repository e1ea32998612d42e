import { email, pflicht, plz, type Regel } from '../ui/validation/rules';

export type AnschriftFeldname = 'strasse' | 'plz' | 'ort' | 'telefon' | 'email';

/** How one address or contact field is entered: its rules and what the browser may fill in or offer. */
export interface AnschriftFeld {
  regeln: Regel[];
  autoComplete: string;
  inputMode?: 'numeric' | 'tel' | 'email';
  maxLength?: number;
}

/**
 * The address and contact a Kunde's or EVU's profile ends with, defined once for the profile's react-admin inputs
 * (AnschriftUndKontaktInputs) and the registration's own fields (AnschriftUndKontoFields, checked by pruefeKonto).
 * The lengths are the API's (domain/api/profilFelder.ts); the labels are anschriftFelder and profilFelder.emailAdresse
 * of src/i18n/felder.ts. No react-admin here: the registration page loads without it.
 */
export const ANSCHRIFT_UND_KONTAKT: Record<AnschriftFeldname, AnschriftFeld> = {
  strasse: { regeln: [pflicht], autoComplete: 'street-address', maxLength: 200 },
  plz: { regeln: [pflicht, plz], autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 5 },
  ort: { regeln: [pflicht], autoComplete: 'address-level2', maxLength: 100 },
  telefon: { regeln: [], autoComplete: 'tel', inputMode: 'tel', maxLength: 50 },
  email: { regeln: [pflicht, email], autoComplete: 'email', inputMode: 'email' },
};
