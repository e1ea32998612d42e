import { SPARTE_LABEL, STATUS_LABEL, type AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { formatCtKwh, formatDatum, formatEuro, formatKwh, formatUhrzeit, formatUhrzeitSekunden, minutenText } from '../../domain/format';
import { gebotText } from '../../domain/auktion/gebotsVerlauf';
import { AKTION_LABEL, type Aktion } from '../../domain/historie';
import { tageText } from '../../domain/vergabe/fristen';
import { nachpruefungsfristText } from '../../domain/vergabe/nachpruefungsfrist';
import { RUEGE_ERGEBNIS_LABEL } from '../../domain/api/zuschlag';
import { heading, paragraph, finishPdf, newPdf, labelledLine, FONT, FONT_BOLD } from '../shared/pdfDocument';
import type { VermerkAngebot, VermerkDaten } from './vermerk.queries';
import { deutscherKalendertag } from '../../domain/datum';
import { ausschlussText, kriterienTexte, nachweisZeile } from '../../domain/zulassung/eignung';
import { ZULASSUNG_STATUS_LABEL, type ZulassungStatus } from '../../domain/zulassung/status';

const ANGEBOT_STATUS: Record<string, string> = { eingereicht: 'eingereicht', freigegeben: 'dem Auftraggeber freigegeben', zuschlag: 'Zuschlag', abgelehnt: 'nicht berücksichtigt' };
const AUKTION_STATUS = { geplant: 'geplant', laeuft: 'läuft', beendet: 'beendet' } as const;
const uhr = formatUhrzeit;
// An auction's times to the second: its end moves by bids, and 10:19:30 must not read as 10:19.
const auktionsUhr = formatUhrzeitSekunden;

/** The Vergabevermerk (§ 8 VgV) as a PDF: the procedure from release to award, in text form. */
export async function vergabevermerkPdf(d: VermerkDaten, endgueltig: boolean): Promise<Buffer> {
  const a = d.ausschreibung;
  const doc = newPdf(`Vergabevermerk ${a.nummer}`, d.erstelltAm);
  doc.font(FONT_BOLD).fontSize(18).fillColor('#003366').text('Vergabevermerk');
  doc.font(FONT).fontSize(10).fillColor('#000000').text(`Dokumentation des Vergabeverfahrens nach § 8 VgV · Ausschreibung ${a.nummer}`);
  doc.text(endgueltig ? `Endgültige Fassung, erstellt am ${uhr(d.erstelltAm)}` : `Zwischenstand vom ${uhr(d.erstelltAm)} (Status „${STATUS_LABEL[a.status as AusschreibungStatus]}“)`);

  heading(doc, '1. Auftraggeber');
  labelledLine(doc, 'Name', d.auftraggeber.name);
  labelledLine(doc, 'Art', d.auftraggeber.typ);
  labelledLine(doc, 'Anschrift', d.auftraggeber.anschrift);

  heading(doc, '2. Gegenstand');
  labelledLine(doc, 'Bezeichnung', a.bezeichnung);
  labelledLine(doc, 'Sparte', SPARTE_LABEL[a.typ as Sparte]);
  labelledLine(doc, 'Lieferzeitraum', `${formatDatum(a.lieferbeginn)} bis ${formatDatum(a.lieferende)}`);
  labelledLine(doc, 'Preismodell', a.preismodell);
  labelledLine(doc, 'Zuschlagskriterium', 'niedrigste Jahreskosten über alle Lieferstellen');

  heading(doc, '3. Lieferstellen');
  const verbrauch = a.lieferstellen.reduce((summe, l) => summe + l.jahresverbrauchKwh, 0);
  const rlm = a.lieferstellen.filter((l) => l.messart === 'RLM').length;
  labelledLine(doc, 'Anzahl', `${a.lieferstellen.length} (${rlm} RLM, ${a.lieferstellen.length - rlm} SLP)`);
  labelledLine(doc, 'Jahresverbrauch gesamt', formatKwh(verbrauch));
  for (const l of a.lieferstellen.slice(0, 50)) paragraph(doc, `${l.bezeichnung}, ${l.plz} ${l.ort} · MaLo ${l.maloId} · ${l.messart} · ${formatKwh(l.jahresverbrauchKwh)}`);
  if (a.lieferstellen.length > 50) paragraph(doc, `… und ${a.lieferstellen.length - 50} weitere ${a.lieferstellen.length === 51 ? 'Lieferstelle' : 'Lieferstellen'}.`);

  heading(doc, '4. Termine und Fristen');
  const ereignis = (aktion: Aktion) => d.ereignisse.find((e) => e.aktion === AKTION_LABEL[aktion])?.zeit;
  const freigabe = ereignis('ausschreibung_freigegeben');
  labelledLine(doc, 'Freigabe (Bekanntmachung an die Bieter)', freigabe ? uhr(freigabe) : 'noch nicht freigegeben');
  const fristAenderungen = (frist: string) => {
    for (const f of d.fristAenderungen.filter((f) => f.frist === frist)) {
      labelledLine(doc, `${f.bis > f.von ? 'Verlängerung' : 'Verkürzung'} der ${frist}`, `am ${uhr(f.am)} durch ${f.wer} von ${uhr(f.von)} auf ${uhr(f.bis)}; Grund: ${f.grund}`);
    }
  };
  labelledLine(doc, 'Angebotsfrist', uhr(a.angebotsfrist));
  fristAenderungen('Angebotsfrist');
  labelledLine(doc, 'Frist für Antworten auf Bieterfragen', `${tageText(d.antwortfristTage)} vor der Angebotsfrist`);
  const oeffnung = ereignis('angebotsfrist_abgelaufen');
  labelledLine(doc, 'Öffnung der Angebote', oeffnung ? uhr(oeffnung) : 'noch nicht geöffnet');
  if (d.auktion) labelledLine(doc, 'Online-Auktion', `${auktionsUhr(d.auktion.beginn)} bis ${auktionsUhr(d.auktion.ende)}`);
  const freigabeAngebote = ereignis('angebote_freigegeben');
  labelledLine(doc, 'Freigabe der Angebote an den Auftraggeber', freigabeAngebote ? uhr(freigabeAngebote) : '–');
  labelledLine(doc, 'Bindefrist', uhr(a.bindefrist));
  fristAenderungen('Bindefrist');

  heading(doc, '5. Eingeladene Bieter');
  if (!d.eingeladene.length) paragraph(doc, 'Keine.');
  for (const e of d.eingeladene) paragraph(doc, `${e.firma} (eingeladen am ${uhr(e.eingeladenAm)})`);

  heading(doc, '6. Bieterfragen und Antworten');
  if (!d.fragen.length && !d.nichtVeroeffentlicht) paragraph(doc, 'Es wurden keine Bieterfragen gestellt.');
  d.fragen.forEach((f, i) => {
    paragraph(doc, `Frage ${i + 1} vom ${uhr(f.gestelltAm)}${f.bearbeitet ? ' (Wortlaut von der Vergabestelle bearbeitet)' : ''}: ${f.frage}`);
    paragraph(doc, f.beantwortetAm ? `Antwort an alle Bieter vom ${uhr(f.beantwortetAm)}: ${f.antwort}` : 'Noch nicht beantwortet.');
  });
  if (d.nichtVeroeffentlicht) {
    paragraph(
      doc,
      `${d.nichtVeroeffentlicht === 1 ? 'Eine weitere Bieterfrage wurde' : `${d.nichtVeroeffentlicht} weitere Bieterfragen wurden`} von der Vergabestelle nicht veröffentlicht; ihr Wortlaut ist im Protokoll des Portals festgehalten.`,
    );
  }

  heading(doc, '7. Eingegangene Angebote');
  if (!d.angebote.length) paragraph(doc, 'Es sind keine Angebote eingegangen.');
  for (const o of d.angebote) angebot(doc, o, d);

  eignung(doc, d);

  heading(doc, '9. Online-Auktion');
  const au = d.auktion;
  if (!au) paragraph(doc, 'Es fand keine Online-Auktion statt.');
  else {
    labelledLine(doc, 'Stand', AUKTION_STATUS[au.status]);
    labelledLine(doc, 'Beginn', auktionsUhr(au.beginn));
    labelledLine(doc, au.status === 'beendet' ? 'Ende' : 'Ende (Stand)', auktionsUhr(au.ende));
    labelledLine(doc, 'Dauer', `${minutenText(au.dauerMinuten)} geplant${au.status === 'beendet' ? `, ${minutenText((au.ende - au.beginn) / 60_000)} tatsächlich` : ''}`);
    labelledLine(doc, 'Verlängerungen', au.verlaengerungMinuten > 0 ? `${au.verlaengerungen} (je ${minutenText(au.verlaengerungMinuten)} ab einem Gebot in der Schlussphase)` : 'keine vorgesehen');
    labelledLine(doc, 'Gebote', `${au.gebote} von ${au.bieterMitGebot} ${au.bieterMitGebot === 1 ? 'Bieter' : 'Bietern'}`);
    const b = au.bestesGebot;
    labelledLine(
      doc,
      'Ergebnis',
      b
        ? `${au.status === 'beendet' ? 'Bestes Gebot' : 'Bisher bestes Gebot'}: ${b.evu} am ${auktionsUhr(b.am)}, Arbeitspreis ${formatCtKwh(b.arbeitspreisCtKwh)}, Jahreskosten ${formatEuro(b.jahreskostenEuro)}`
        : au.status === 'beendet'
          ? 'Es wurde kein Gebot abgegeben; die Angebote gelten unverändert.'
          : 'Noch kein Gebot.',
    );
    if (au.status === 'beendet') paragraph(doc, 'Das letzte Gebot jedes Bieters ist als neue Fassung seines Angebots in den Endpreis unter 7. eingegangen. Alle Gebote mit ihrer Serverzeit enthält das Auktionsprotokoll der Ausschreibung.');
  }

  heading(doc, '10. Zuschlagsentscheidung');
  const gewinner = d.angebote.find((o) => o.status === 'zuschlag' || o.rang?.id === d.zuschlagVorgesehen?.angebotId);
  if (a.aufhebung) {
    paragraph(doc, `Das Verfahren wurde am ${uhr(a.aufhebung.am)} aufgehoben (§ 63 VgV); ein Zuschlag wurde nicht erteilt.`);
    labelledLine(doc, 'Begründung der Aufhebung', a.aufhebung.begruendung);
  } else if (gewinner?.rang) {
    labelledLine(doc, 'Zuschlag auf', gewinner.evu);
    labelledLine(doc, 'Begründung', `Angebot auf Rang ${gewinner.rang.rang} nach dem Zuschlagskriterium niedrigste Jahreskosten (${formatEuro(gewinner.rang.jahreskostenEuro)} pro Jahr).`);
    if (d.zuschlagVorgesehen) {
      labelledLine(doc, 'Informationsschreiben an die übrigen Bieter (§ 134 GWB)', uhr(d.zuschlagVorgesehen.am));
      labelledLine(doc, 'Zuschlag wirksam ab (Ende der Stillhaltefrist)', uhr(d.zuschlagVorgesehen.wirksamAb));
    } else {
      const zuschlag = ereignis('zuschlag');
      if (zuschlag) labelledLine(doc, 'Zuschlag erteilt am', uhr(zuschlag));
    }
  } else {
    paragraph(doc, ereignis('bindefrist_abgelaufen') ? 'Die Bindefrist ist ohne Zuschlag abgelaufen.' : 'Es wurde noch kein Zuschlag erteilt.');
  }

  if (d.ruegen.length) {
    doc.moveDown(0.3);
    doc.font(FONT_BOLD).fontSize(10).text('Rügen (§ 160 Abs. 3 GWB)', doc.page.margins.left);
    doc.font(FONT);
    for (const r of d.ruegen) {
      paragraph(doc, `Rüge vom ${uhr(r.eingegangenAm)}: ${r.text}`);
      paragraph(doc, r.ergebnis ? `Entscheidung am ${uhr(r.entschiedenAm)}: ${RUEGE_ERGEBNIS_LABEL[r.ergebnis]}. ${r.entscheidung ?? ''}` : 'Über die Rüge ist noch nicht entschieden; sie hält den Zuschlag auf.');
      if (r.nachpruefungsfrist) paragraph(doc, nachpruefungsfristText(r.nachpruefungsfrist));
    }
  }

  heading(doc, '11. Verlauf des Verfahrens');
  for (const e of d.ereignisse) paragraph(doc, `${uhr(e.zeit)} · ${e.wer} · ${e.aktion}${e.details ? ` · ${e.details}` : ''}`);

  return finishPdf(doc, `Vergabevermerk ${a.nummer}`);
}

/**
 * One offer: its receipt in the sealed round, apart from its bids in the auction — a bid after the Angebotsfrist is
 * no late offer —, the price it was offered at, its Bemerkung (Vorbehalt) and attachments, the bids, and the price
 * it stands at now.
 */
function angebot(doc: PDFKit.PDFDocument, o: VermerkAngebot, d: VermerkDaten): void {
  const eingang = `Angebot eingegangen am ${uhr(o.eingereichtAm)} (${o.fristgerecht ? 'fristgerecht' : 'nach Ablauf der Angebotsfrist'})`;
  const r = o.rang;
  if (o.ausschluss && o.angebotspreis) {
    doc.font(FONT_BOLD).fontSize(10).text(`Ohne Rang: ${o.evu} · ${ausschlussText(o.ausschluss.begruendung)}`, doc.page.margins.left);
    doc.font(FONT);
    labelledLine(doc, 'Eingang', eingang);
    labelledLine(doc, 'Angebotspreis', `Arbeitspreis ${formatCtKwh(o.angebotspreis.arbeitspreisCtKwh)}, Jahreskosten ${formatEuro(o.angebotspreis.jahreskostenEuro)}`);
    paragraph(doc, 'Das Angebot wurde nicht gewertet; der Bieter nahm an keiner Online-Auktion teil und kann den Zuschlag nicht erhalten.');
    doc.moveDown(0.3);
    return;
  }
  if (!r || !o.angebotspreis) {
    paragraph(doc, `${o.evu} · ${eingang} · Inhalt bis zur Öffnung verschlossen`);
    return;
  }
  // Short lines: a unit such as ct/kWh is never broken at a line's end.
  doc.font(FONT_BOLD).fontSize(10).text(`Rang ${r.rang}: ${o.evu} · ${ANGEBOT_STATUS[o.status] ?? o.status}`, doc.page.margins.left);
  doc.font(FONT);
  labelledLine(doc, 'Eingang', eingang);
  labelledLine(doc, 'Angebotspreis', `Arbeitspreis ${formatCtKwh(o.angebotspreis.arbeitspreisCtKwh)}, Jahreskosten ${formatEuro(o.angebotspreis.jahreskostenEuro)}`);
  // The offer's own conditions: a Bemerkung makes it one under reservation, which the award has to weigh.
  labelledLine(doc, 'Bemerkung', r.vorbehalt && r.bemerkung ? `mit Vorbehalt: ${r.bemerkung}` : 'keine (ohne Vorbehalt)');
  labelledLine(doc, 'Anhänge', r.anhaenge.length ? r.anhaenge.map((x) => x.name).join(', ') : 'keine');
  if (d.auktion) {
    const g = o.gebote;
    labelledLine(doc, 'Gebote in der Online-Auktion', g ? String(g.anzahl) : 'kein Gebot');
    if (g && g.anzahl > 1) labelledLine(doc, 'Erstes Gebot', gebotText(g.erstes));
    if (g) labelledLine(doc, g.anzahl > 1 ? 'Letztes Gebot' : 'Gebot', gebotText(g.letztes));
  }
  const vorlaeufig = d.auktion && d.auktion.status !== 'beendet';
  labelledLine(
    doc,
    vorlaeufig ? 'Preis vor Ende der Online-Auktion' : 'Endpreis',
    `Arbeitspreis ${formatCtKwh(r.arbeitspreisCtKwh)}, Jahreskosten ${formatEuro(r.jahreskostenEuro)}, Mischpreis ${formatCtKwh(r.mischpreisCtKwh)}`,
  );
  doc.moveDown(0.3);
}

/**
 * Section 8 (issue 45): per bidder its Zulassung for the tender's Sparte and its proofs as they stood at the
 * Angebotsfrist, its latest credit rating, and the Eignungsprüfung with who recorded it and when (without criteria:
 * that none took place).
 */
function eignung(doc: PDFKit.PDFDocument, d: VermerkDaten): void {
  const e = d.eignung;
  heading(doc, '8. Eignung und Zulassung der Bieter');
  labelledLine(doc, 'Eignungskriterien', e.kriterien ? kriterienTexte(e.kriterien, e.aehnlichAbMwh).join('; ') : 'keine festgelegt');
  if (!e.bieter.length) {
    paragraph(doc, 'Es sind keine Angebote eingegangen.');
    return;
  }
  paragraph(doc, `Zulassung und Nachweise sind mit dem Stand zum Ende der Angebotsfrist (${uhr(e.stichtag)}) angegeben, die Bonität mit der zuletzt erfassten Auskunft.`);
  const stichtag = deutscherKalendertag(e.stichtag);
  const sparte = SPARTE_LABEL[d.ausschreibung.typ as Sparte];
  for (const b of e.bieter) {
    doc.font(FONT_BOLD).fontSize(10).text(b.evu, doc.page.margins.left);
    doc.font(FONT);
    labelledLine(doc, `Zulassung ${sparte}`, b.zulassung ? `${ZULASSUNG_STATUS_LABEL[b.zulassung.status as ZulassungStatus] ?? b.zulassung.status} (seit ${uhr(b.zulassung.seit)})` : 'kein Eintrag');
    if (!b.nachweise.length) labelledLine(doc, 'Nachweise', 'keine hochgeladen');
    for (const n of b.nachweise) labelledLine(doc, 'Nachweis', nachweisZeile(n, stichtag));
    labelledLine(doc, 'Eigenerklärung (§§ 123/124 GWB)', b.eigenerklaerung ? `unterzeichnet von ${b.eigenerklaerung.name} am ${formatDatum(b.eigenerklaerung.am)}` : 'nicht abgegeben');
    labelledLine(doc, 'Bonität', b.bonitaet ? `Klasse ${b.bonitaet.klasse} vom ${formatDatum(b.bonitaet.datum)}, Quelle: ${b.bonitaet.quelle}` : 'nicht erfasst');
    const p = b.pruefung;
    if (p) {
      labelledLine(doc, 'Eignungsprüfung', `${p.geeignet ? 'geeignet' : 'nicht geeignet'}, erfasst von ${p.geprueftVon} am ${uhr(p.geprueftAm)}`);
      if (!p.geeignet) labelledLine(doc, 'Begründung', p.begruendung ?? '');
    } else {
      labelledLine(doc, 'Eignungsprüfung', e.kriterien ? 'nicht erfasst' : 'nicht geprüft (keine Eignungskriterien festgelegt)');
    }
    doc.moveDown(0.3);
  }
}
