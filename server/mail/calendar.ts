import { createEvent } from 'ics';
import type { Anhang } from './mailInhalt';

/**
 * The Angebotsfrist as a calendar entry (RFC 5545) for the invitation: one point in time with an alarm a day before.
 * Its UID is the tender's, so a calendar that imports a later copy (after an extension, with a higher `fassung`) moves
 * the entry instead of adding a second one.
 */
export function angebotsfristTermin(a: { id: number; nummer: string; bezeichnung: string; angebotsfrist: number }, url: string, fassung = 0): Anhang {
  const { error, value } = createEvent({
    uid: `angebotsfrist-${a.id}@${new URL(url).hostname}`,
    productId: 'energieausschreibungsportal',
    method: 'PUBLISH',
    sequence: fassung,
    title: `Angebotsfrist Ausschreibung ${a.nummer}`,
    description: `Ende der Angebotsfrist der Ausschreibung ${a.nummer} „${a.bezeichnung}“. Angebote können bis dahin abgegeben und geändert werden.\n\n${url}`,
    url,
    start: a.angebotsfrist,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 0 },
    busyStatus: 'FREE',
    alarms: [{ action: 'display', description: `Angebotsfrist Ausschreibung ${a.nummer} endet morgen`, trigger: { days: 1, before: true } }],
  });
  // Only a template bug (a field the library refuses) gets here; the values come from the tender.
  if (error || !value) throw error ?? new Error('Kalendereintrag leer');
  return { name: `Angebotsfrist_${a.nummer}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', daten: Buffer.from(value, 'utf8') };
}
