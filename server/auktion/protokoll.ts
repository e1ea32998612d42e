import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { formatPreis, formatZahl } from '../../domain/format';
import { ausE4 } from '../../domain/preise';
import { bestaetigtesGebotText } from '../../domain/auktion/plausibilitaet';
import type { Database } from '../db/schema';
import { germanExcelCsv } from '../shared/excelCsv';
import { finishPdf, newPdf, FONT, FONT_BOLD } from '../shared/pdfDocument';

export interface Zeile {
  zeit: number;
  ereignis: string;
  bieter: string;
  arbeitspreis: string;
  jahreskosten: string;
  ende: string;
  /** what the record adds to the row: a bid beyond the plausibility limit, confirmed by whom */
  hinweis: string;
}

const SEKUNDENGENAU = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'medium' });
/** Server time to the millisecond: the order of bids in the same second must stay visible. */
const zeitText = (ms: number) => `${SEKUNDENGENAU.format(ms)},${String(ms % 1000).padStart(3, '0')}`;
const KOEPFE = ['Zeit (deutsche Zeit)', 'Ereignis', 'Bieter', 'Arbeitspreis (ct/kWh)', 'Jahreskosten (€)', 'Ende der Auktion', 'Hinweis'];
const EREIGNIS: Record<string, string> = { geplant: 'Geplant', begonnen: 'Beginn', verlaengert: 'Verlängerung', beendet: 'Ende' };

/**
 * The Auktionsprotokoll (issue 21): the plan, the beginning, every bid with its server timestamp, every
 * extension and the end, in order. Part of the tender's documentation.
 */
export async function protokollZeilen(db: Kysely<Database>, id: number): Promise<Zeile[]> {
  const [ereignisse, gebote] = await Promise.all([
    db.selectFrom('auktion_ereignis').select(['id', 'art', 'at', 'stand']).where('ausschreibung_id', '=', id).where('art', 'in', ['geplant', 'begonnen', 'verlaengert', 'beendet']).orderBy('id').execute(),
    db
      .selectFrom('auktion_gebot as g')
      .innerJoin('evu as v', 'v.id', 'g.evu_id')
      .leftJoin('benutzer as b', 'b.id', 'g.abgegeben_von')
      .select(['g.id', 'g.abgegeben_am', 'g.arbeitspreis_ct_kwh_e4', 'g.jahreskosten_euro', 'g.plausibilitaet_bestaetigt', 'v.firma', 'b.vorname', 'b.nachname'])
      .where('g.ausschreibung_id', '=', id)
      .orderBy('g.id')
      .execute(),
  ]);
  // A cancelled plan is no part of the auction that ran: only the last plan counts.
  const letzterPlan = ereignisse.filter((e) => e.art === 'geplant').at(-1)?.id ?? 0;
  const zeilen: (Zeile & { ordnung: number })[] = [
    ...ereignisse
      .filter((e) => e.art !== 'geplant' || e.id === letzterPlan)
      .map((e) => {
        const stand = JSON.parse(e.stand) as { ende: number };
        return { zeit: Number(e.at), ordnung: e.art === 'beendet' ? 2 : 0, ereignis: EREIGNIS[e.art]!, bieter: '', arbeitspreis: '', jahreskosten: '', ende: zeitText(stand.ende), hinweis: '' };
      }),
    ...gebote.map((g) => ({
      zeit: Number(g.abgegeben_am),
      ordnung: 1,
      ereignis: 'Gebot',
      bieter: g.firma,
      arbeitspreis: formatPreis(ausE4(g.arbeitspreis_ct_kwh_e4)),
      jahreskosten: formatZahl(Number(g.jahreskosten_euro), 2),
      ende: '',
      hinweis: g.plausibilitaet_bestaetigt ? bestaetigtHinweis(g) : '',
    })),
  ];
  // A bid and the extension it caused share their instant: the bid first, the end last.
  zeilen.sort((x, y) => x.zeit - y.zeit || x.ordnung - y.ordnung);
  return zeilen.map(({ ordnung: _o, ...z }) => z);
}

/** A confirmed bid: the bid's own row says when and by which bidder; this names the person who confirmed it. */
function bestaetigtHinweis(g: { arbeitspreis_ct_kwh_e4: number; jahreskosten_euro: number; vorname: string | null; nachname: string | null }): string {
  const wer = g.vorname === null ? 'einem inzwischen gelöschten Konto' : `${g.vorname} ${g.nachname}`;
  return `${bestaetigtesGebotText({ arbeitspreisCtKwh: ausE4(g.arbeitspreis_ct_kwh_e4), jahreskostenEuro: Number(g.jahreskosten_euro) })} (von ${wer})`;
}

const spalten = (z: Zeile) => [zeitText(z.zeit), z.ereignis, z.bieter, z.arbeitspreis, z.jahreskosten, z.ende, z.hinweis];

/** CSV for German Excel: `;`, BOM, CRLF, decimal comma; text cells cannot become formulas. */
export function protokollCsv(zeilen: Zeile[]): string {
  return stringify([KOEPFE, ...zeilen.map(spalten)], germanExcelCsv);
}

export function protokollPdf(zeilen: Zeile[], kopf: { nummer: string; bezeichnung: string }, erstelltAm: number): Promise<Buffer> {
  const doc = newPdf(`Auktionsprotokoll ${kopf.nummer}`, erstelltAm, { layout: 'landscape', rand: 40 });
  doc.fontSize(16).text(`Auktionsprotokoll ${kopf.nummer}`);
  doc.fontSize(11).text(kopf.bezeichnung).moveDown();
  const breiten = [150, 80, 190, 100, 100, 140];
  const zeile = (werte: string[], fett = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(fett ? FONT_BOLD : FONT).fontSize(9);
    werte.forEach((w, i) => {
      doc.text(w, x, y, { width: breiten[i]! - 6, lineBreak: false, ellipsis: true });
      x += breiten[i]!;
    });
    doc.x = doc.page.margins.left;
    doc.y = y + 14;
    if (doc.y > doc.page.height - doc.page.margins.bottom - 14) doc.addPage();
  };
  zeile(KOEPFE.slice(0, -1), true);
  // The table's six columns fill the landscape page; a Hinweis follows its row on a line of its own, under the
  // columns after the time.
  for (const z of zeilen) {
    zeile(spalten(z).slice(0, -1));
    if (z.hinweis) {
      doc.font(FONT).fontSize(8).text(z.hinweis, doc.page.margins.left + breiten[0]!, doc.y - 3, { width: breiten.slice(1).reduce((a, b) => a + b, 0) - 6 });
      doc.x = doc.page.margins.left;
      doc.y += 4;
      if (doc.y > doc.page.height - doc.page.margins.bottom - 14) doc.addPage();
    }
  }
  return finishPdf(doc, `Auktionsprotokoll ${kopf.nummer}`);
}
