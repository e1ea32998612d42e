import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { DATUM_GIBT_ES_NICHT } from '../../domain/profilRegeln';
import { DATE_SHAPE, DATE_TIME_SHAPE } from './dateTimeFormats';
import { GANZZAHL_KEYWORD } from './ganzzahlText';

/** German text for one JSON-schema violation (ajv keyword + params); `kontext`: the part of the request. */
export function validationMessage(fehler: FastifySchemaValidationError, kontext?: string): string {
  const p = fehler.params as Record<string, unknown>;
  switch (fehler.keyword) {
    case 'required':
      return 'Eine Eingabe wird erwartet';
    case 'type':
      // A query string yields a list only when a parameter is repeated (`?request.paging.size=1&request.paging.size=2`).
      if (kontext === 'querystring' && Array.isArray((fehler as { data?: unknown }).data)) return 'Der Parameter darf nur einmal angegeben werden.';
      return `Ein Wert vom Typ ${typName(String(p.type))} wird erwartet.`;
    case 'minLength':
      return Number(p.limit) === 1 ? 'Eine Eingabe wird erwartet' : `Mindestens ${p.limit} Zeichen werden erwartet.`;
    case 'maxLength':
      return `Höchstens ${p.limit} Zeichen sind erlaubt.`;
    case 'minimum':
      return `Der Wert muss mindestens ${p.limit} sein.`;
    case 'maximum':
      return `Der Wert darf höchstens ${p.limit} sein.`;
    case 'exclusiveMinimum':
      return `Der Wert muss größer als ${p.limit} sein.`;
    case 'exclusiveMaximum':
      return `Der Wert muss kleiner als ${p.limit} sein.`;
    case 'minItems':
      return `Mindestens ${p.limit} Einträge werden erwartet.`;
    case 'maxItems':
      return `Höchstens ${p.limit} Einträge sind erlaubt.`;
    case 'pattern':
      return 'Die Eingabe hat nicht das erwartete Format.';
    case 'format':
      return formatMeldung(String(p.format), (fehler as { data?: unknown }).data);
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      return 'Der Wert ist nicht erlaubt.';
    case 'additionalProperties':
      return `Das Feld "${String(p.additionalProperty)}" ist nicht vorgesehen.`;
    case GANZZAHL_KEYWORD:
      return 'Eine ganze Zahl wird erwartet, nur aus Ziffern und ohne führende Null.';
    case 'multipleOf':
      return `Der Wert muss ein Vielfaches von ${p.multipleOf} sein.`;
    default:
      return 'Die Eingabe ist ungültig.';
  }
}

function typName(type: string): string {
  const namen: Record<string, string> = {
    string: 'Text',
    integer: 'ganze Zahl',
    number: 'Zahl',
    boolean: 'Ja/Nein',
    array: 'Liste',
    object: 'Objekt',
    null: 'leer',
  };
  return type
    .split(',')
    .map((t) => namen[t] ?? t)
    .join(' oder ');
}

/** `wert`: the refused value (the validators are verbose), to tell a wrong shape from a day or time that does not exist. */
function formatMeldung(format: string, wert: unknown): string {
  const text = typeof wert === 'string' ? wert : '';
  switch (format) {
    case 'email':
      return 'Eine gültige E-Mail-Adresse wird erwartet.';
    case 'date':
      return DATE_SHAPE.test(text) ? DATUM_GIBT_ES_NICHT : 'Ein Datum im Format JJJJ-MM-TT wird erwartet.';
    case 'date-time':
      return DATE_TIME_SHAPE.test(text) ? 'Diesen Zeitpunkt gibt es nicht.' : 'Ein Zeitpunkt im Format ISO 8601 wird erwartet.';
    default:
      return 'Die Eingabe hat nicht das erwartete Format.';
  }
}

/**
 * Field path in the style of the client's forms: `/lieferstellen/2/maloId` → `lieferstellen[2].maloId`,
 * with the missing property appended for `required`.
 */
export function fieldPath(fehler: FastifySchemaValidationError, kontext: string | undefined): string {
  const teile = (fehler.instancePath ?? '').split('/').filter(Boolean).map(unescapePointer);
  const p = fehler.params as Record<string, unknown>;
  if (fehler.keyword === 'required' && typeof p.missingProperty === 'string') teile.push(p.missingProperty);
  if (fehler.keyword === 'additionalProperties' && typeof p.additionalProperty === 'string') {
    teile.push(p.additionalProperty);
  }
  let pfad = '';
  for (const teil of teile) {
    pfad += /^\d+$/.test(teil) ? `[${teil}]` : pfad ? `.${teil}` : teil;
  }
  return pfad || kontext || '';
}

/** Field errors of a model state; a union's branches each report, so identical messages are merged. */
export function modelStateErrors(fehler: FastifySchemaValidationError[], kontext: string | undefined): Record<string, string[]> {
  // A Map: a field the client named `constructor` or `toString` must not find Object.prototype's members.
  const errors = new Map<string, string[]>();
  for (const v of fehler) {
    const pfad = fieldPath(v, kontext);
    const liste = errors.get(pfad) ?? [];
    errors.set(pfad, liste);
    const meldung = validationMessage(v, kontext);
    if (!liste.includes(meldung)) liste.push(meldung);
  }
  return Object.fromEntries(errors);
}

function unescapePointer(teil: string): string {
  return teil.replace(/~1/g, '/').replace(/~0/g, '~');
}
