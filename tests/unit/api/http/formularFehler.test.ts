import { describe, expect, it } from 'vitest';
import { alsFormularFehler, FormularFehler, fuerFormular } from '../../../../src/api/http/formularFehler';
import { HttpError, ModelStateError } from '../../../../src/api/http/errors';

describe('Modellzustand auf Formularfelder', () => {
  it('übersetzt Feldpfade, Präfix und Großschreibung in die Form der react-admin-Formulare', () => {
    expect(
      alsFormularFehler({
        message: 'Die Eingaben sind ungültig.',
        errors: {
          'request.UserName': ['Eine Eingabe wird erwartet'],
          Email: ['Eine gültige E-Mail-Adresse wird erwartet.', 'zweite Meldung'],
          'lieferstellen[2].maloId': ['Die Prüfziffer der MaLo-ID ist falsch.'],
          'Lieferstellen[2].Zaehlpunkt': ['Falscher Zählpunkt'],
          'lieferstellen[10].messart': ['Bitte wählen'],
          lieferende: ['Das Lieferende muss nach dem Lieferbeginn liegen.'],
          leer: [],
        },
      }),
    ).toEqual({
      userName: 'Eine Eingabe wird erwartet',
      email: 'Eine gültige E-Mail-Adresse wird erwartet.',
      lieferstellen: { 2: { maloId: 'Die Prüfziffer der MaLo-ID ist falsch.', zaehlpunkt: 'Falscher Zählpunkt' }, 10: { messart: 'Bitte wählen' } },
      lieferende: 'Das Lieferende muss nach dem Lieferbeginn liegen.',
    });
  });

  it('macht aus einem 400 beim Speichern einen Formularfehler und lässt andere Fehler durch', () => {
    const ms = new ModelStateError({ message: 'Ungültig', errors: { bezeichnung: ['Zu lang'] } });
    const umgewandelt = (() => {
      try {
        fuerFormular(ms);
      } catch (e) {
        return e;
      }
    })() as FormularFehler;
    expect(umgewandelt).toBeInstanceOf(FormularFehler);
    expect(umgewandelt.status).toBe(400);
    expect(umgewandelt.body).toEqual({ message: 'Ungültig', errors: { bezeichnung: 'Zu lang' } });
    const konflikt = new HttpError('409 Conflict', 409, { message: 'Veraltet' });
    expect(() => fuerFormular(konflikt)).toThrow(konflikt);
  });
});
