import type { Kysely } from 'kysely';
import type { InformationsschreibenDaten } from '../../domain/vergabe/informationsschreiben';
import { istAusgeschlossen } from '../../domain/api/kundeAngebote';
import { rangierteAngebote } from '../angebot/vergleich.queries';
import { bieterAdressen } from '../angebot/zuschlag.queries';
import type { AusschreibungDetail } from '../ausschreibung/detail.queries';
import type { Database } from '../db/schema';
import { kundeName } from '../shared/expressions';

/** One unsuccessful bidder's letter before its reasons, with where it goes. */
export interface Brief {
  angebotId: number;
  /** the bidder's address and the Ansprechpartner its mail greets */
  an: Awaited<ReturnType<typeof bieterAdressen>>[number];
  daten: InformationsschreibenDaten;
}

/**
 * The Informationsschreiben a Zuschlag on `angebotId` sends (§ 134 (1) GWB): one per other released offer, ranked,
 * in the name of the tender's Kunde with its address; an offer excluded for lack of suitability gets the reason of its
 * exclusion instead of a rank. The preview and the Zuschlag read them here alike.
 */
export async function informationsschreibenDaten(db: Kysely<Database>, a: AusschreibungDetail, angebotId: number, zeiten: { versandtAm: number; fruehestensAm: number }): Promise<Brief[]> {
  const [rangliste, adressen, absender] = await Promise.all([
    rangierteAngebote(db, a, { nurFreigegebene: true }),
    bieterAdressen(db, a.id),
    db
      .selectFrom('kunde as k')
      .select((eb) => [kundeName(eb).as('name'), 'k.strasse', 'k.plz', 'k.ort'])
      .where('k.id', '=', a.kundeId)
      .executeTakeFirstOrThrow(),
  ]);
  const gewinner = rangliste.find((o) => o.id === angebotId)!;
  const gewertet = rangliste.filter((o) => !istAusgeschlossen(o)).length;
  return rangliste
    .filter((o) => o.id !== angebotId)
    .map((o) => {
      const an = adressen.find((x) => x.id === o.id)!;
      return {
        angebotId: o.id,
        an,
        daten: {
          absender,
          nummer: a.nummer,
          bezeichnung: a.bezeichnung,
          bieter: an.firma,
          gewinner: gewinner.evu,
          ...(istAusgeschlossen(o)
            ? { rang: null, differenzEuro: null, ausschluss: o.ausschluss.begruendung }
            : {
                rang: o.rang,
                // Both are whole cents; rounding the difference keeps a float's last digit out of the letter.
                differenzEuro: Math.round((o.jahreskostenEuro - gewinner.jahreskostenEuro) * 100) / 100,
                ausschluss: null,
              }),
          anzahlAngebote: gewertet,
          versandtAm: zeiten.versandtAm,
          fruehestensAm: zeiten.fruehestensAm,
        },
      };
    });
}
