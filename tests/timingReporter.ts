import type { Reporter, TestModule } from 'vitest/node';

/**
 * One line per project before vitest's summary: its wall time (first file started to last file ended, the projects
 * run side by side) and its five slowest files, so that the next test that makes the suite slow shows in every log.
 * A file's time runs from when a worker took it up to its end, import and set-up included.
 */
export default class TimingReporter implements Reporter {
  // By project and file: vitest reports a queued file and the same file at its end as two different objects.
  private readonly laeufe = new Map<string, { projekt: string; datei: string; start: number; ende?: number }>();

  onTestModuleQueued(modul: TestModule) {
    this.laeufe.set(`${modul.project.name} ${modul.moduleId}`, { projekt: modul.project.name, datei: modul.relativeModuleId, start: Date.now() });
  }

  onTestModuleEnd(modul: TestModule) {
    const lauf = this.laeufe.get(`${modul.project.name} ${modul.moduleId}`);
    if (lauf) lauf.ende = Date.now();
  }

  onTestRunEnd() {
    const projekte = new Map<string, { datei: string; start: number; ende: number }[]>();
    for (const { projekt, datei, start, ende } of this.laeufe.values()) {
      if (ende === undefined) continue;
      projekte.set(projekt, [...(projekte.get(projekt) ?? []), { datei, start, ende }]);
    }
    const sekunden = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const zeilen = [...projekte].map(([name, dateien]) => {
      const wand = Math.max(...dateien.map((d) => d.ende)) - Math.min(...dateien.map((d) => d.start));
      const langsam = [...dateien].sort((a, b) => b.ende - b.start - (a.ende - a.start)).slice(0, 5);
      return `  ${name.padEnd(18)} ${sekunden(wand).padStart(8)}  ${String(dateien.length).padStart(3)} Dateien; am längsten: ${langsam.map((d) => `${d.datei} ${sekunden(d.ende - d.start)}`).join(', ')}`;
    });
    if (zeilen.length) console.log(`\nZeit je Projekt (Wanduhr):\n${zeilen.join('\n')}`);
  }
}
