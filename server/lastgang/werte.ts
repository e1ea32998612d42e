/**
 * The stored form of quarter-hour powers: 32-bit little-endian integers in watts. Watts are kW to the three
 * decimals the API promises, so what is read back is exactly what was reported; the byte order is fixed, so the
 * blob means the same on every machine.
 */
export function alsBlob(werteKw: ArrayLike<number>): Buffer {
  const blob = Buffer.alloc(werteKw.length * 4);
  for (let i = 0; i < werteKw.length; i++) blob.writeInt32LE(Math.round(werteKw[i]! * 1000), i * 4);
  return blob;
}

export function ausBlob(blob: Uint8Array): Float64Array {
  const sicht = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  const werte = new Float64Array(blob.byteLength / 4);
  for (let i = 0; i < werte.length; i++) werte[i] = sicht.getInt32(i * 4, true) / 1000;
  return werte;
}

/** Reads quarter hour `i` of a stored Lastgang in kW (undefined outside it) without copying the values. */
export function werteLeser(blob: Uint8Array): (i: number) => number | undefined {
  const sicht = new DataView(blob.buffer, blob.byteOffset, blob.byteLength);
  const anzahl = blob.byteLength / 4;
  return (i) => (i >= 0 && i < anzahl ? sicht.getInt32(i * 4, true) / 1000 : undefined);
}
