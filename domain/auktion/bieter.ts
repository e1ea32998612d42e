/** The anonymous name the Kunde sees for the n-th bidder (0-based): Bieter A … Z, then AA, AB, … */
export function bieterName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return `Bieter ${name}`;
}
