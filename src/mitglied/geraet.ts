/** A readable device name from a User-Agent string (browser and system), e.g. "Chrome unter Windows". */
export function geraetAus(userAgent: string): string {
  const browser =
    /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\/|Chromium\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : undefined;
  const system =
    /Windows/.test(userAgent) ? 'Windows' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : undefined;
  if (browser && system) return `${browser} unter ${system}`;
  return browser ?? system ?? (userAgent.slice(0, 60) || 'Unbekanntes Gerät');
}
