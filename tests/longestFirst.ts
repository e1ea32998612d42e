import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, longest first (the timing lines at the end of `npm test` name them). All projects
 * share the workers: started first, these run beside the many short files instead of alone at the end.
 */
const LANGLAEUFER = [
  'tests/e2e/jedeRouteAmTelefon.test.ts',
  'tests/e2e/jedeRouteAmArbeitsplatz.test.ts',
  'tests/e2e/lebenszyklus.test.ts',
  'tests/component/kunde/ausschreibung/ausschreibungAnlegen.test.tsx',
  'tests/server/falscheEingaben.test.ts',
  'tests/component/admin/arbeitsbereich.test.tsx',
  // Mostly waiting for server processes to start: started early, it overlaps with files that need the processor.
  'tests/server/betrieb/rollenderNeustart.test.ts',
];

/** vitest's order (failed first, then by the durations of the last run on this machine), the long files before it. */
export default class LongestFirst extends BaseSequencer {
  override async sort(dateien: TestSpecification[]): Promise<TestSpecification[]> {
    const rang = (d: TestSpecification) => {
      const i = LANGLAEUFER.findIndex((pfad) => d.moduleId.endsWith(pfad));
      return i < 0 ? LANGLAEUFER.length : i;
    };
    const basis = await super.sort(dateien);
    return basis.map((d, i) => ({ d, i })).sort((a, b) => rang(a.d) - rang(b.d) || a.i - b.i).map(({ d }) => d);
  }
}
