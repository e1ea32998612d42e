import type { ModelState } from '../../domain/auth';

/**
 * Domain errors with German text. Services throw them; the one error handler turns them into the
 * API's answer shapes (DESIGN.md section 7). Anything else is a 500 with an errorId.
 */
export abstract class FachlicherFehler extends Error {
  abstract readonly statusCode: number;
  body(): object {
    return { message: this.message };
  }
}

/** 400 with field errors; `errors` keys are field paths like `lieferstellen[2].maloId`. */
export class Regelverletzung extends FachlicherFehler {
  readonly statusCode = 400;
  constructor(
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
  static feld(pfad: string, meldung: string): Regelverletzung {
    return new Regelverletzung(meldung, { [pfad]: [meldung] });
  }
  override body(): ModelState {
    return { message: this.message, errors: this.errors };
  }
}

export class NichtAngemeldet extends FachlicherFehler {
  readonly statusCode = 401;
  constructor(message = 'Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen.') {
    super(message);
  }
}

export class KeineBerechtigung extends FachlicherFehler {
  readonly statusCode = 403;
  constructor(message = 'Sie haben keine Berechtigung für diese Aktion.') {
    super(message);
  }
}

export class NichtGefunden extends FachlicherFehler {
  readonly statusCode = 404;
  constructor(message = 'Der Eintrag wurde nicht gefunden.') {
    super(message);
  }
}

export class Konflikt extends FachlicherFehler {
  readonly statusCode = 409;
  constructor(
    message = 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie ihn neu und wiederholen Sie Ihre Änderung.',
  ) {
    super(message);
  }
}
