import type { Kysely } from 'kysely';
import { deutscherKalendertag } from '../../domain/datum';
import { formatDatum } from '../../domain/format';
import { AUSSCHLUSSGRUENDE } from '../../domain/zulassung/eigenerklaerung';
import { handelsregisterGueltigHoechstens } from '../../domain/zulassung/fehlend';
import { NACHWEIS_LABEL, type HochgeladenerNachweis } from '../../domain/zulassung/nachweise';
import { spartenAus } from '../../domain/zulassung/sparten';
import { gespeicherteDatei } from '../dokumente/datei';
import { legeZulassungenAn, wechsleZulassung } from '../zulassung/uebergang';
import { beispielPdf } from './beispielPdf';
import type { DemoEvu } from './demodaten';
import type { Database } from '../db/schema';

const TAG = 24 * 60 * 60 * 1000;

/** A year after `tag` (YYYY-MM-DD), the day before: what an annual proof is valid through. */
function einJahrNach(tag: string): string {
  const [j, m, t] = tag.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(j + 1, m - 1, t - 1)).toISOString().slice(0, 10);
}

/**
 * The demo EVUs' side of the supplier register (issue 45): the Zulassung per Sparte with its history (admitted well
 * before the demo's first invitation, or applied two days ago), proofs as small PDFs valid for a year (the
 * Handelsregisterauszug for six months), the Eigenerklärung of the admitted ones (no ground applies), the Referenzliste
 * and the credit rating.
 */
export async function seedeDemoZulassungen(
  trx: Kysely<Database>,
  evus: readonly { id: number; benutzerId: number; demo: DemoEvu }[],
  adminId: number,
  jetzt: number,
): Promise<void> {
  for (const { id, benutzerId, demo } of evus) {
    const wartet = demo.zulassung === 'in_pruefung';
    await legeZulassungenAn(trx, id, demo.sparten, jetzt - (wartet ? 6 : 120) * TAG);

    const hochgeladen = jetzt - (wartet ? 3 : 20) * TAG;
    const tag = deutscherKalendertag(hochgeladen);
    const arten: HochgeladenerNachweis[] = ['Handelsregisterauszug', 'Jahresabschluss', 'Betriebshaftpflicht', ...((demo.sparten & 1) !== 0 && !wartet ? (['Oekostromzertifikat'] as const) : [])];
    for (const art of arten) {
      const gueltigBis = art === 'Handelsregisterauszug' ? handelsregisterGueltigHoechstens(tag) : einJahrNach(tag);
      const data = beispielPdf(NACHWEIS_LABEL[art], [demo.firma, `${demo.strasse}, ${demo.plz} ${demo.ort}`, `Gültig bis ${formatDatum(gueltigBis)}`, 'Beispieldokument der Demodaten']);
      await trx
        .insertInto('evu_nachweis')
        .values({
          evu_id: id,
          art,
          gueltig_bis: gueltigBis,
          ...gespeicherteDatei({ name: `${art}.pdf`, contentType: 'application/pdf', daten: data }, benutzerId, hochgeladen),
          pruefung: wartet ? null : 'geprueft',
          pruefung_begruendung: null,
          geprueft_von: wartet ? null : adminId,
          geprueft_am: wartet ? null : hochgeladen + 2 * TAG,
          erinnert_30_am: null,
          erinnert_7_am: null,
        })
        .execute();
    }
    // The Eigenerklärung as the EVU's form keeps it: no ground applies, signed by its contact the day of the proofs. The
    // waiting applicant has not given it yet: what an administrator finds missing before admitting.
    if (!wartet) await demoEigenerklaerung(trx, id, benutzerId, demo, tag, hochgeladen);
    if (demo.referenzen.length) {
      await trx
        .insertInto('evu_referenz')
        .values(demo.referenzen.map((r) => ({ evu_id: id, kunde: r.kunde, volumen_mwh: r.volumenMwh, sparte: r.sparte, von: r.von, bis: r.bis })))
        .execute();
    }
    if (demo.bonitaet) {
      const am = jetzt - demo.bonitaet.tageAlt * TAG;
      await trx
        .insertInto('evu_bonitaet')
        .values({ evu_id: id, klasse: demo.bonitaet.klasse, datum: deutscherKalendertag(am), quelle: demo.bonitaet.quelle, erfasst_von: adminId, erfasst_am: am })
        .execute();
    }

    for (const sparte of spartenAus(demo.sparten)) {
      const uebergang = wartet
        ? { nach: 'in_pruefung' as const, akteur: 'evu' as const, von: benutzerId, begruendung: null, jetzt: jetzt - 2 * TAG }
        : { nach: 'zugelassen' as const, akteur: 'administrator' as const, von: adminId, begruendung: 'Nachweise vollständig und geprüft.', jetzt: jetzt - 110 * TAG };
      await wechsleZulassung(trx, { evuId: id, sparte, ...uebergang });
    }
  }
}

async function demoEigenerklaerung(trx: Kysely<Database>, evuId: number, benutzerId: number, demo: DemoEvu, tag: string, am: number): Promise<void> {
  const name = `${demo.vorname} ${demo.nachname}`;
  const pdf = beispielPdf(NACHWEIS_LABEL.Eigenerklaerung, [demo.firma, 'Keiner der Ausschlussgründe der §§ 123, 124 GWB liegt vor.', `Unterzeichnet: ${name}, ${formatDatum(tag)}`, 'Beispieldokument der Demodaten']);
  await trx
    .insertInto('evu_eigenerklaerung')
    .values({
      evu_id: evuId,
      angaben: JSON.stringify({ erklaerungen: AUSSCHLUSSGRUENDE.map((g) => ({ grund: g.id, liegtVor: false })) }),
      unterzeichnet_name: name,
      unterzeichnet_am: tag,
      pdf,
      gespeichert_von: benutzerId,
      gespeichert_am: am,
    })
    .execute();
}
