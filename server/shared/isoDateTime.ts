/** Instants travel as ISO 8601 in UTC (DESIGN.md section 7). */
export function isoDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
