import type { Ajv, FormatDefinition } from 'ajv';
import addFormats from 'ajv-formats';

/** The shapes of JSON schema's `date` and `date-time` (RFC 3339), whether or not the day and time exist. */
export const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
export const DATE_TIME_SHAPE = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(?:[Zz]|[+-](\d{2}):(\d{2}))$/;

const rfc3339 = (name: 'date' | 'date-time') => addFormats.get(name) as FormatDefinition<string>;
const istDatum = rfc3339('date').validate as (text: string) => boolean;

/**
 * An instant that exists: a real day (29 February only in leap years), hours 0–23, minutes and seconds 0–59,
 * an offset of at most 23:59. RFC 3339 allows second 60 for leap seconds, but JavaScript cannot read it and
 * no leap second is announced: it would arrive as no time at all.
 */
export function isDateTime(text: string): boolean {
  const teile = DATE_TIME_SHAPE.exec(text);
  if (!teile) return false;
  const [, tag, stunde, minute, sekunde, versatzStunden = '0', versatzMinuten = '0'] = teile as unknown as string[];
  return (
    istDatum(tag!) && Number(stunde) <= 23 && Number(minute) <= 59 && Number(sekunde) <= 59 && Number(versatzStunden) <= 23 && Number(versatzMinuten) <= 59 && Number.isFinite(Date.parse(text))
  );
}

/** ajv-formats' formats (`date` checks the calendar already), with `date-time` only for instants that exist. */
export function withDateTimeFormats(ajv: Ajv): Ajv {
  return addFormats.default(ajv).addFormat('date-time', { ...rfc3339('date-time'), validate: isDateTime });
}
