import { SPARTE_LABEL, STATUS_LABEL, type AusschreibungStatus, type Sparte } from '../../domain/ausschreibung';
import { formatCtKwh, formatDatum, formatEuro, formatKwh, formatUhrzeit, formatZahl } from '../../domain/format';
import { AKTION_LABEL, type Aktion } from '../../domain/historie';
import { tageText } from '../../domain/vergabe/fristen';
import { abschnitt, absatz, fertigesPdf, neuesPdf, zeile, SCHRIFT, SCHRIFT_FETT } from '../shared/pdfDokument';
import type { VermerkDaten } from './vermerk.queries';

const ANGEBOT_STATUS: Record<string, string> = { eingereicht: 'eingereicht', freigegeben: 'dem Auftraggeber freigegeben', zuschlag: 'Zuschlag', abgelehnt: 'nicht berücksichtigt' };
const AUKTION_STATUS = { geplant: 'geplant', laeuft: 'läuft', beendet: 'beendet' } as const;
const uhr = formatUhrzeit;

/** The Vergabevermerk (§ 8 VgV) as a PDF: the procedure from release to award, in text form. */
export async function vergabevermerkPdf(d: VermerkDaten, endgueltig: boolean): Promise<Buffer> {
  const a = d.ausschreibung;
  const doc = neuesPdf(`Vergabevermerk ${a.nummer}`, d.erstelltAm);
  doc.font(SCHRIFT_FETT).fontSize(18).fillColor('#003366').text('Vergabevermerk');
  doc.font(SCHRIFT).fontSize(10).fillColor('#000000').text(`Dokumentation des Vergabeverfahrens nach § 8 VgV · Ausschreibung ${a.nummer}`);
  doc.text(endgueltig ? `Endgültige Fassung, erstellt am ${uhr(d.erstelltAm)}` : `Zwischenstand vom ${uhr(d.erstelltAm)} (Status „${STATUS_LABEL[a.status as AusschreibungStatus]}“)`);

  abschnitt(doc, '1. Auftraggeber');
  zeile(doc, 'Name', d.auftraggeber.name);
  zeile(doc, 'Art', d.auftraggeber.typ);
  zeile(doc, 'Anschrift', d.auftraggeber.anschrift);

  abschnitt(doc, '2. Gegenstand');
  zeile(doc, 'Bezeichnung', a.bezeichnung);
  zeile(doc, 'Sparte', SPARTE_LABEL[a.typ as Sparte]);
  zeile(doc, 'Lieferzeitraum', `${formatDatum(a.lieferbeginn)} bis ${formatDatum(a.lieferende)}`);
  zeile(doc, 'Preismodell', a.preismodell);
  zeile(doc, 'Zuschlagskriterium', 'niedrigste Jahreskosten über alle Lieferstellen');

  abschnitt(doc, '3. Lieferstellen');
  const verbrauch = a.lieferstellen.reduce((summe, l) => summe + l.jahresverbrauchKwh, 0);
  const rlm = a.lieferstellen.filter((l) => l.messart === 'RLM').length;
  zeile(doc, 'Anzahl', `${a.lieferstellen.length} (${rlm} RLM, ${a.lieferstellen.length - rlm} SLP)`);
  zeile(doc, 'Jahresverbrauch gesamt', formatKwh(verbrauch));
  for (const l of a.lieferstellen.slice(0, 50)) absatz(doc, `${l.bezeichnung}, ${l.plz} ${l.ort} · MaLo ${l.maloId} · ${l.messart} · ${formatKwh(l.jahresverbrauchKwh)}`);
  if (a.lieferstellen.length > 50) absatz(doc, `… und ${a.lieferstellen.length - 50} weitere ${a.lieferstellen.length === 51 ? 'Lieferstelle' : 'Lieferstellen'}.`);

  abschnitt(doc, '4. Termine und Fristen');
  const ereignis = (aktion: Aktion) => d.ereignisse.find((e) => e.aktion === AKTION_LABEL[aktion])?.zeit;
  const freigabe = ereignis('ausschreibung_freigegeben');
  zeile(doc, 'Freigabe (Bekanntmachung an die Bieter)', freigabe ? uhr(freigabe) : 'noch nicht freigegeben');
  zeile(doc, 'Angebotsfrist', uhr(a.angebotsfrist));
  for (const v of d.verlaengerungen) zeile(doc, 'Verlängerung der Angebotsfrist', `am ${uhr(v.am)} von ${uhr(v.von)} auf ${uhr(v.bis)}`);
  zeile(doc, 'Frist für Antworten auf Bieterfragen', `${tageText(d.antwortfristTage)} vor der Angebotsfrist`);
  const oeffnung = ereignis('angebotsfrist_abgelaufen');
  zeile(doc, 'Öffnung der Angebote', oeffnung ? uhr(oeffnung) : 'noch nicht geöffnet');
  if (d.auktion) zeile(doc, 'Online-Auktion', `${uhr(d.auktion.beginn)} bis ${uhr(d.auktion.ende)}`);
  const freigabeAngebote = ereignis('angebote_freigegeben');
  zeile(doc, 'Freigabe der Angebote an den Auftraggeber', freigabeAngebote ? uhr(freigabeAngebote) : '–');
  zeile(doc, 'Bindefrist', uhr(a.bindefrist));

  abschnitt(doc, '5. Eingeladene Bieter');
  if (!d.eingeladene.length) absatz(doc, 'Keine.');
  for (const e of d.eingeladene) absatz(doc, `${e.firma} (eingeladen am ${uhr(e.eingeladenAm)})`);

  abschnitt(doc, '6. Bieterfragen und Antworten');
  if (!d.fragen.length) absatz(doc, 'Es wurden keine Bieterfragen gestellt.');
  d.fragen.forEach((f, i) => {
    absatz(doc, `Frage ${i + 1} vom ${uhr(f.gestelltAm)}: ${f.frage}`);
    absatz(doc, f.beantwortetAm ? `Antwort an alle Bieter vom ${uhr(f.beantwortetAm)}: ${f.antwort}` : 'Noch nicht beantwortet.');
  });

  abschnitt(doc, '7. Eingegangene Angebote');
  if (!d.angebote.length) absatz(doc, 'Es sind keine Angebote eingegangen.');
  for (const o of d.angebote) {
    const r = o.rang;
    absatz(
      doc,
      r
        ? `Rang ${r.rang}: ${o.evu} · eingegangen ${uhr(o.eingereichtAm)} · Jahreskosten ${formatEuro(r.jahreskostenEuro)} · Mischpreis ${formatCtKwh(r.mischpreisCtKwh)} · ${ANGEBOT_STATUS[o.status] ?? o.status}`
        : `${o.evu} · eingegangen ${uhr(o.eingereichtAm)} · Inhalt bis zur Öffnung verschlossen`,
    );
  }

  abschnitt(doc, '8. Online-Auktion');
  const au = d.auktion;
  if (!au) absatz(doc, 'Es fand keine Online-Auktion statt.');
  else {
    zeile(doc, 'Stand', AUKTION_STATUS[au.status]);
    zeile(doc, 'Beginn', uhr(au.beginn));
    zeile(doc, au.status === 'beendet' ? 'Ende' : 'Ende (Stand)', uhr(au.ende));
    zeile(doc, 'Dauer', `${au.dauerMinuten} Minuten geplant${au.status === 'beendet' ? `, ${formatZahl((au.ende - au.beginn) / 60_000, 0, 1)} Minuten tatsächlich` : ''}`);
    zeile(doc, 'Verlängerungen', au.verlaengerungMinuten > 0 ? `${au.verlaengerungen} (je ${au.verlaengerungMinuten} Minuten ab einem Gebot in der Schlussphase)` : 'keine vorgesehen');
    zeile(doc, 'Gebote', `${au.gebote} von ${au.bieterMitGebot} ${au.bieterMitGebot === 1 ? 'Bieter' : 'Bietern'}`);
    const b = au.bestesGebot;
    zeile(
      doc,
      'Ergebnis',
      b
        ? `${au.status === 'beendet' ? 'Bestes Gebot' : 'Bisher bestes Gebot'}: ${b.evu} am ${uhr(b.am)}, Arbeitspreis ${formatCtKwh(b.arbeitspreisCtKwh)}, Jahreskosten ${formatEuro(b.jahreskostenEuro)}`
        : au.status === 'beendet'
          ? 'Es wurde kein Gebot abgegeben; die Angebote gelten unverändert.'
          : 'Noch kein Gebot.',
    );
    if (au.status === 'beendet') absatz(doc, 'Das letzte Gebot jedes Bieters ist als neue Fassung seines Angebots in die Wertung unter 7. eingegangen. Alle Gebote mit ihrer Serverzeit enthält das Auktionsprotokoll der Ausschreibung.');
  }

  abschnitt(doc, '9. Zuschlagsentscheidung');
  const gewinner = d.angebote.find((o) => o.status === 'zuschlag' || o.rang?.id === d.zuschlagVorgesehen?.angebotId);
  if (gewinner?.rang) {
    zeile(doc, 'Zuschlag auf', gewinner.evu);
    zeile(doc, 'Begründung', `Angebot auf Rang ${gewinner.rang.rang} nach dem Zuschlagskriterium niedrigste Jahreskosten (${formatEuro(gewinner.rang.jahreskostenEuro)} pro Jahr).`);
    if (d.zuschlagVorgesehen) {
      zeile(doc, 'Informationsschreiben an die übrigen Bieter (§ 134 GWB)', uhr(d.zuschlagVorgesehen.am));
      zeile(doc, 'Zuschlag wirksam ab (Ende der Stillhaltefrist)', uhr(d.zuschlagVorgesehen.wirksamAb));
    } else {
      const zuschlag = ereignis('zuschlag');
      if (zuschlag) zeile(doc, 'Zuschlag erteilt am', uhr(zuschlag));
    }
  } else {
    absatz(doc, ereignis('bindefrist_abgelaufen') ? 'Die Bindefrist ist ohne Zuschlag abgelaufen.' : 'Es wurde noch kein Zuschlag erteilt.');
  }

  abschnitt(doc, '10. Verlauf des Verfahrens');
  for (const e of d.ereignisse) absatz(doc, `${uhr(e.zeit)} · ${e.wer} · ${e.aktion}${e.details ? ` · ${e.details}` : ''}`);

  return fertigesPdf(doc, `Vergabevermerk ${a.nummer}`);
}
