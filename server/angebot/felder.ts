import type { Selectable } from 'kysely';
import type { AngebotsAnhang } from '../../domain/api/angebot';
import { hatVorbehalt } from '../../domain/angebotsAnhaenge';
import { ausE4 } from '../../domain/preise';
import type { AngebotTable } from '../db/schema';
import { isoDateTime } from '../shared/isoDateTime';

const preis = (e4: number | null) => (e4 === null ? null : ausE4(e4));

/**
 * An offer row's prices and dates as the API answers them (prices from 1/10 000 units, instants as ISO), with its
 * conditions: the Bemerkung, whether it makes the offer one under Vorbehalt, and the attachments.
 */
export function angebotsFelder(o: Selectable<AngebotTable>, anhaenge: AngebotsAnhang[]) {
  return {
    id: o.id,
    arbeitspreisCtKwh: ausE4(o.arbeitspreis_ct_kwh_e4),
    grundpreisEurMonat: ausE4(o.grundpreis_eur_monat_e4),
    leistungspreisEurKwJahr: preis(o.leistungspreis_eur_kw_jahr_e4),
    oekoaufschlagCtKwh: preis(o.oekoaufschlag_ct_kwh_e4),
    bindefristBis: isoDateTime(o.bindefrist_bis),
    bemerkung: o.bemerkung,
    vorbehalt: hatVorbehalt(o.bemerkung),
    anhaenge,
    eingereichtAm: isoDateTime(o.eingereicht_am),
  };
}
