/** Whether 'YYYY-MM-DD' names a day that exists (no 31.02.). */
export function istKalenderdatum(wert: string): boolean {
  const [j, m, t] = wert.split('-').map(Number) as [number, number, number];
  const d = new Date(Date.UTC(j, m - 1, t));
  return d.getUTCFullYear() === j && d.getUTCMonth() === m - 1 && d.getUTCDate() === t;
}
