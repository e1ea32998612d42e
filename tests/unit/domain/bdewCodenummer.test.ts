import { describe, expect, it } from 'vitest';
import { BDEW_MELDUNG, bdewCodenummerFehler, bdewPruefziffer, istGueltigeBdewCodenummer } from '../../../domain/bdewCodenummer';

describe('BDEW-Codenummer', () => {
  it('rechnet die Prüfziffer wie die BDEW: ungerade Stellen einfach, gerade doppelt, Ergänzung zum Zehner', () => {
    // 9904292000003: a = 9+0+2+2+0+0 = 13, b = 9+4+9+0+0+0 = 22, a + 2b = 57 → 3 (a published code).
    expect(bdewPruefziffer('990429200000')).toBe(3);
    // 9903829000006: a = 9+0+8+9+0+0 = 26, b = 9+3+2+0+0+0 = 14, 26 + 28 = 54 → 6.
    expect(bdewPruefziffer('990382900000')).toBe(6);
    // 9900000000011 (the demo EVU): a = 9, b = 9+1 = 10, 9 + 20 = 29 → 1; GS1 (1,3) would give 1·9+3·9+3·1 = 39 → 1 too, so:
    // 9900000000029: a = 9, b = 9+2 = 11, 9 + 22 = 31 → 9, where GS1 gives 9+27+6 = 42 → 8.
    expect(bdewPruefziffer('990000000002')).toBe(9);
    // 990000000005…: a = 9, b = 9+5 = 14, 9 + 28 = 37 → 3; 990000000010…: a = 9+1 = 10, b = 9, 10 + 18 = 28 → 2.
    expect(bdewPruefziffer('990000000005')).toBe(3);
    expect(bdewPruefziffer('990000000010')).toBe(2);
    // a = 5 (position 11), b = 0: 5 → 5; a 5 in position 10 counts double: 10 → 0.
    expect(bdewPruefziffer('000000000050')).toBe(5);
    expect(bdewPruefziffer('000000000500')).toBe(0);
  });

  it('erkennt gültige Nummern und nennt für falsche den Grund', () => {
    for (const gut of ['9904292000003', '9903829000006', '9900000000011', '9900000000029', '9900000000037', '9900000000045']) expect(istGueltigeBdewCodenummer(gut)).toBe(true);
    expect(istGueltigeBdewCodenummer('9900000000028')).toBe(false);
    expect(bdewCodenummerFehler('9900000000028')).toBe(BDEW_MELDUNG.pruefziffer);
    for (const form of ['990000000002', '99000000000290', '990000000002a', ' 9900000000029']) expect(bdewCodenummerFehler(form)).toBe(BDEW_MELDUNG.format);
    for (const leer of ['', null, undefined]) expect(bdewCodenummerFehler(leer)).toBeNull();
  });
});
