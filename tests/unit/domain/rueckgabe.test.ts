import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { nurEingabe, Rueckgabe } from '../../../domain/api/rueckgabe';

const PostenEingabe = Type.Object({ menge: Type.Integer(), notiz: Type.Optional(Type.String()) }, { additionalProperties: false });
const Eingabe = Type.Object({ name: Type.String(), posten: Type.Array(PostenEingabe, { maxItems: 3 }), version: Type.Integer() }, { additionalProperties: false });
const Antwort = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  posten: Type.Array(Type.Object({ ...PostenEingabe.properties, id: Type.Integer() })),
  version: Type.Integer(),
  status: Type.Optional(Type.String()),
});

describe('PUT-Körper aus Eingabe und Antwort', () => {
  const Koerper = Rueckgabe(Eingabe, Antwort);

  it('nimmt die Felder der Antwort dazu, optional und schreibgeschützt, auch in einer Liste', () => {
    expect(Koerper.properties.id).toMatchObject({ type: 'integer', readOnly: true });
    expect(Koerper.properties.status).toMatchObject({ type: 'string', readOnly: true });
    expect(Koerper.properties.posten.items.properties.id).toMatchObject({ type: 'integer', readOnly: true });
    expect(Koerper.required).toEqual(Eingabe.required);
    expect(Koerper.properties.posten.items.required).toEqual(PostenEingabe.required);
  });

  it('behält die Regeln der Eingabe: keine fremden Felder, die Grenzen der Liste', () => {
    expect(Koerper.additionalProperties).toBe(false);
    expect(Koerper.properties.posten.items.additionalProperties).toBe(false);
    expect(Koerper.properties.posten.maxItems).toBe(3);
    expect(Koerper.properties.name.readOnly).toBeUndefined();
  });

  it('lässt ein optionales Objekt der Eingabe optional', () => {
    const MitAnschrift = Rueckgabe(
      Type.Object({ anschrift: Type.Optional(Type.Object({ ort: Type.String() }, { additionalProperties: false })) }, { additionalProperties: false }),
      Type.Object({ anschrift: Type.Object({ ort: Type.String(), geprueft: Type.Boolean() }) }),
    );
    expect(MitAnschrift.required).toBeUndefined();
    expect(MitAnschrift.properties.anschrift.properties.geprueft).toMatchObject({ type: 'boolean', readOnly: true });
  });

  it('gibt dem Dienst nur die Felder der Eingabe und lässt den Körper unverändert', () => {
    const koerper = { id: 7, name: 'A', posten: [{ id: 9, menge: 2 }], version: 3, status: 'fertig' };
    const vorher = structuredClone(koerper);
    expect(nurEingabe(Eingabe, koerper)).toEqual({ name: 'A', posten: [{ menge: 2 }], version: 3 });
    expect(koerper).toEqual(vorher);
  });
});
