import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { de } from '../../../src/i18n/de';

type Baum = { [k: string]: string | Baum };
const blaetter = (baum: Baum, pfad = ''): [string, string][] =>
  Object.entries(baum).flatMap(([k, v]) => (typeof v === 'string' ? [[pfad + k, v] as [string, string]] : blaetter(v, `${pfad}${k}.`)));

const englisch = new Map(blaetter(englishMessages as unknown as Baum).filter(([k]) => k.startsWith('ra.')));
const deutsch = new Map(blaetter(de as unknown as Baum));

describe('Deutsche Texte für react-admin', () => {
  it('übersetzt jeden ra.*-Schlüssel, den react-admin 5 kennt', () => {
    // Keys that are blank in English (ra.boolean.null) may stay blank.
    const fehlend = [...englisch].filter(([k, en]) => en.trim() && !deutsch.get(k)?.trim()).map(([k]) => k);
    expect(fehlend).toEqual([]);
  });

  it('behält jeden Platzhalter und jede Pluralform des Originals', () => {
    const falsch: string[] = [];
    // A German noun keeps its capital: the label itself stands where English lower-cases its first letter.
    const aufDeutsch = (platzhalter: string) => platzhalter.replace(/_lower_first\}$/, '}');
    for (const [k, en] of englisch) {
      const text = deutsch.get(k) ?? '';
      for (const platzhalter of en.match(/%\{\w+\}/g) ?? []) if (!text.includes(aufDeutsch(platzhalter))) falsch.push(`${k}: ${platzhalter}`);
      if (en.includes('||||') && !text.includes('||||')) falsch.push(`${k}: ||||`);
    }
    expect(falsch).toEqual([]);
  });

  it('siezt durchgehend', () => {
    const geduzt = [...deutsch].filter(([k, v]) => k.startsWith('ra.') && /\b(du|dein\w*|dich|dir)\b/i.test(v)).map(([k]) => k);
    expect(geduzt).toEqual([]);
  });

  it('enthält die Begriffe, die die Oberfläche zeigt', () => {
    expect(deutsch.get('ra.action.save')).toBe('Speichern');
    expect(deutsch.get('ra.sort.ASC')).toBe('aufsteigend');
    // "Nach Bezeichnung absteigend sortieren", never "Nach bezeichnung …"
    expect(deutsch.get('ra.sort.sort_by')).toBe('Nach %{field} %{order} sortieren');
    expect(deutsch.get('resources.ausschreibung.fields.angebotsfrist')).toBe('Angebotsfrist');
  });
});
