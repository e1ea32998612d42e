/** How a profile's fields are stored, the same whether the person or an administrator edits them. */
interface Anschrift {
  strasse: string;
  plz: string;
  ort: string;
  telefon?: string | null;
}

export const anschriftColumns = (e: Anschrift) => ({ strasse: e.strasse.trim(), plz: e.plz, ort: e.ort.trim(), telefon: e.telefon?.trim() || null });

/** As at registration: a Privatperson has no Firma, only a Privatperson has a Geburtsdatum. */
export function kundeProfileColumns(e: Anschrift & { typ: string; firma?: string | null; anrede?: string | null; vorname: string; nachname: string; geburtsdatum?: string | null }) {
  const privat = e.typ === 'Privatperson';
  return {
    typ: e.typ,
    firma: privat ? null : e.firma!.trim(),
    anrede: e.anrede?.trim() || null,
    vorname: e.vorname.trim(),
    nachname: e.nachname.trim(),
    geburtsdatum: privat ? e.geburtsdatum! : null,
    ...anschriftColumns(e),
  };
}

export function evuProfileColumns(e: Anschrift & { firma: string; sparten: number; bdewCodenummer?: string | null; ansprechpartner: string }) {
  return {
    firma: e.firma.trim(),
    sparten: e.sparten,
    bdew_codenummer: e.bdewCodenummer || null,
    ansprechpartner: e.ansprechpartner.trim(),
    ...anschriftColumns(e),
  };
}
