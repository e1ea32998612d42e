import type { ModelState } from '../../domain/auth';

/**
 * Domain errors with German text. Services throw them; the one error handler turns them into the
 * API's answer shapes (DESIGN.md section 7). Anything else is a 500 with an errorId.
 */
export abstract class FachlicherFehler extends Error {
  abstract readonly statusCode: number;
  /** Headers the answer carries besides the body, such as Retry-After. */
  readonly headers: Record<string, string> = {};
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
  /** RFC 6750: a 401 names the scheme the client should authenticate with. */
  override readonly headers = { 'www-authenticate': 'Bearer' };
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

/** Work the server cannot take now, from anyone (503) or from this user (429); the client may try again after `retryAfterSekunden`. */
abstract class SpaeterWieder extends FachlicherFehler {
  override readonly headers: Record<string, string>;
  constructor(message: string, retryAfterSekunden: number) {
    super(message);
    this.headers = { 'retry-after': String(retryAfterSekunden) };
  }
  override body() {
    return { message: this.message, errors: {} };
  }
}

/** 503: the server cannot take the work now. */
export class Ausgelastet extends SpaeterWieder {
  readonly statusCode = 503;
}

/** 429: this user asked for more at once than anyone may. */
export class ZuVieleAuftraege extends SpaeterWieder {
  readonly statusCode = 429;
}

/**
 * The client closed the connection before its answer: the work stopped, and nobody reads what is sent. 499 as
 * nginx logs such a request, so the access log tells it from a failure.
 */
export class AnfrageAbgebrochen extends FachlicherFehler {
  readonly statusCode = 499;
  constructor() {
    super('Die Anfrage wurde abgebrochen, bevor ihre Antwort fertig war.');
  }
}
