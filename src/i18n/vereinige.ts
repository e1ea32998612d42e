type Baum = { [schluessel: string]: string | Baum };

/** Deep merge of message trees; the second tree's texts win. */
export function vereinige<A extends object, B extends object>(basis: A, ergaenzung: B): A & B {
  const ergebnis: Baum = { ...(basis as Baum) };
  for (const [schluessel, wert] of Object.entries(ergaenzung as Baum)) {
    const bisher = ergebnis[schluessel];
    ergebnis[schluessel] = typeof wert === 'object' && typeof bisher === 'object' ? vereinige(bisher, wert) : wert;
  }
  return ergebnis as A & B;
}
