import { describe, expect, it } from 'vitest';
import { PFLICHT as PFLICHT_IM_PFLICHTFELD } from '../../../../src/mitglied/RequiredField';
import {
  anmeldename,
  bdewCodenummer,
  einesVonZwei,
  email,
  fremdschluessel,
  gleich,
  maloId,
  maxAnzahl,
  mindestensEineSparte,
  minAnzahl,
  nurZiffern,
  pflicht,
  PFLICHT,
  ungleich,
  zaehlpunkt,
  zahl,
} from '../../../../src/ui/validation/rules';

describe('Eingaberegeln', () => {
  it('pflicht meldet leere Werte und markiert das Feld als Pflichtfeld', () => {
    for (const leer of ['', null, undefined, []]) expect(pflicht(leer)).toBe('Eine Eingabe wird erwartet');
    for (const voll of ['a', 0, false, [1]]) expect(pflicht(voll)).toBeUndefined();
    expect(pflicht.isRequired).toBe(true);
    expect(PFLICHT_IM_PFLICHTFELD).toBe(PFLICHT);
  });

  it('email prüft das Format und lässt leere Werte durch', () => {
    for (const gut of ['max@beispiel.example', 'a.b+c@sub.domain.de', '', null]) expect(email(gut)).toBeUndefined();
    for (const schlecht of ['max', 'max@', 'max@beispiel', 'ma x@beispiel.de', 'max@@beispiel.de', 'max@beispiel..de', 'max@beispiel.de.']) {
      expect(email(schlecht)).toBe('Eine gültige E-Mail-Adresse wird erwartet.');
    }
  });

  it('gleich vergleicht mit einem anderen Feld, auch verschachtelt', () => {
    expect(gleich('password')('geheim', { password: 'geheim' })).toBeUndefined();
    expect(gleich('password')('anders', { password: 'geheim' })).toBe('Die Passwörter stimmen nicht überein.');
    expect(gleich('neu.password', 'Passt nicht.')('x', { neu: { password: 'y' } })).toBe('Passt nicht.');
    expect(gleich('password')(null, { password: '' })).toBeUndefined();
  });

  it('minAnzahl und maxAnzahl zählen Einträge mit Einzahl und Mehrzahl', () => {
    expect(minAnzahl(1)([])).toBe('Mindestens 1 Eintrag wird erwartet.');
    expect(minAnzahl(1)(null)).toBe('Mindestens 1 Eintrag wird erwartet.');
    expect(minAnzahl(3)([1, 2])).toBe('Mindestens 3 Einträge werden erwartet.');
    expect(minAnzahl(3)([1, 2, 3])).toBeUndefined();
    expect(maxAnzahl(5)([1, 2, 3, 4, 5, 6])).toBe('Höchstens 5 Einträge sind erlaubt.');
    expect(maxAnzahl(1)([1, 2])).toBe('Höchstens 1 Eintrag ist erlaubt.');
    expect(maxAnzahl(5)([1, 2, 3, 4, 5])).toBeUndefined();
    expect(maxAnzahl(5)(null)).toBeUndefined();
  });

  it('nurZiffern', () => {
    for (const gut of ['0123', 42, '', null]) expect(nurZiffern(gut)).toBeUndefined();
    for (const schlecht of ['12a', '1 2', '-1', '1,5']) expect(nurZiffern(schlecht)).toBe('Nur Ziffern sind erlaubt.');
  });

  it('zahl nimmt deutsche und technische Schreibweisen an', () => {
    for (const gut of ['12', '-3', '1234,5', '1.234,56', '1234.5', ' 7 ', 2.5, 0, '', null]) expect(zahl(gut)).toBeUndefined();
    for (const schlecht of ['abc', '1,2,3', '12a', ',', Number.NaN, Number.POSITIVE_INFINITY]) expect(zahl(schlecht)).toBe('Eine Zahl wird erwartet.');
  });

  it('einesVonZwei verlangt wenigstens eines der Felder', () => {
    expect(einesVonZwei('telefon')('', { telefon: '' })).toBe('Eines der beiden Felder wird erwartet.');
    expect(einesVonZwei('telefon', 'Telefon oder E-Mail angeben.')(null, {})).toBe('Telefon oder E-Mail angeben.');
    expect(einesVonZwei('telefon')('', { telefon: '0301234' })).toBeUndefined();
    expect(einesVonZwei('telefon')('a@b.de', { telefon: '' })).toBeUndefined();
  });

  it('fremdschluessel verlangt eine ganze Zahl ungleich 0', () => {
    for (const gut of [1, -2, '7']) expect(fremdschluessel(gut)).toBeUndefined();
    for (const schlecht of [0, '0', null, undefined, '', 1.5, 'abc']) expect(fremdschluessel(schlecht)).toBe('Bitte wählen Sie einen Eintrag aus.');
    expect(fremdschluessel.isRequired).toBe(true);
  });

  it('ungleich verbietet einen Wert, als Zahl oder Text', () => {
    expect(ungleich(0)(0)).toBe('Dieser Wert ist hier nicht erlaubt.');
    expect(ungleich(0, 'Bitte einen Status wählen.')('0')).toBe('Bitte einen Status wählen.');
    expect(ungleich(0)(1)).toBeUndefined();
    expect(ungleich(0)(null)).toBeUndefined();
  });

  it('maloId und zaehlpunkt nutzen die Prüfungen der Domäne', () => {
    expect(maloId('41373559241')).toBeUndefined();
    expect(maloId('')).toBeUndefined();
    expect(maloId('01234567890')).toBe('Die MaLo-ID besteht aus 11 Ziffern und beginnt nicht mit 0.');
    expect(maloId('41373559242')).toBe('Die Prüfziffer der MaLo-ID ist falsch.');
    expect(zaehlpunkt('DE0001234567890123456789012345678')).toBeUndefined();
    expect(zaehlpunkt('de 00012 34567 89012345678901234 5678')).toBeUndefined();
    expect(zaehlpunkt(null)).toBeUndefined();
    expect(zaehlpunkt('DE123')).toBe('Die Zählpunktbezeichnung besteht aus DE, 11 Ziffern und 20 Buchstaben oder Ziffern.');
  });

  it('anmeldename, mindestensEineSparte und bdewCodenummer folgen den Regeln des Servers', () => {
    for (const gut of ['evu', 'jan.meer@ostsee', 'a_b-c', 'x'.repeat(64), '', null]) expect(anmeldename(gut)).toBeUndefined();
    for (const schlecht of ['ab', 'mit leerzeichen', 'ümlaut', 'x'.repeat(65)]) expect(anmeldename(schlecht)).toBe('Erlaubt sind 3 bis 64 Buchstaben, Ziffern und . _ @ -');
    for (const gut of [1, 2, 3, '3']) expect(mindestensEineSparte(gut)).toBeUndefined();
    for (const schlecht of [0, null, undefined, 4]) expect(mindestensEineSparte(schlecht)).toBe('Bitte wählen Sie mindestens eine Sparte.');
    for (const gut of ['9900000000045', '', null]) expect(bdewCodenummer(gut)).toBeUndefined();
    for (const schlecht of ['990000000004', '99000000000451', '99000000000ab']) expect(bdewCodenummer(schlecht)).toBe('Die BDEW-Codenummer hat 13 Ziffern.');
    expect(bdewCodenummer('9900000000046')).toBe('Die Prüfziffer der BDEW-Codenummer ist falsch. Bitte prüfen Sie die 13 Ziffern.');
  });
});
