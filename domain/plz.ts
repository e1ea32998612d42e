/** German postcodes: five digits, leading zeros included (Dresden is 01067). */
export const PLZ_FEHLER = 'Die Postleitzahl hat 5 Ziffern.';

export const istGueltigePlz = (plz: string) => /^\d{5}$/.test(plz);
