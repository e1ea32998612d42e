import type { ModelState } from '../../../domain/auth';
import { HttpError, ModelStateError } from './errors';

type Verschachtelt = { [feld: string]: string | Verschachtelt };

/**
 * A 400 model state in the shape react-admin's forms put onto their fields (SPEC.md section 5): server keys
 * lose the `request.` prefix of the recovery forms, field paths like `lieferstellen[2].maloId` become
 * `lieferstellen.2.maloId`, and every segment matches as given or with a capitalised first letter
 * (`Email` → `email`). The first message of a field is shown.
 */
export function alsFormularFehler(modellzustand: ModelState): Verschachtelt {
  const ergebnis: Verschachtelt = {};
  for (const [schluessel, texte] of Object.entries(modellzustand.errors ?? {})) {
    const text = texte[0];
    if (!text) continue;
    const pfad = schluessel
      .replace(/^request\./i, '')
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .filter(Boolean)
      .map((teil) => teil.charAt(0).toLowerCase() + teil.slice(1));
    if (pfad.length === 0) continue;
    let knoten = ergebnis;
    for (const teil of pfad.slice(0, -1)) {
      const weiter = knoten[teil];
      knoten = typeof weiter === 'object' ? weiter : (knoten[teil] = {});
    }
    const letzter = pfad[pfad.length - 1]!;
    if (typeof knoten[letzter] !== 'object') knoten[letzter] = text;
  }
  return ergebnis;
}

/** A rejected form save: `body.errors` is what react-admin puts onto the fields, `body.message` the summary. */
export class FormularFehler extends HttpError {
  override readonly name: string = 'FormularFehler';
  declare readonly body: { message: string; errors: Verschachtelt };
  constructor(readonly modellzustand: ModelState) {
    super(modellzustand.message, 400, { message: modellzustand.message, errors: alsFormularFehler(modellzustand) });
  }
}

/** Lets a save's 400 reach the form's fields; every other failure passes unchanged. */
export function fuerFormular(fehler: unknown): never {
  throw fehler instanceof ModelStateError ? new FormularFehler(fehler.body) : fehler;
}
