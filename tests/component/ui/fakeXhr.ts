import { act } from '@testing-library/react';

/** The browser's XMLHttpRequest, driven by the test: progress, answer and abort happen when the test says so. */
export class FakeXhr {
  static alle: FakeXhr[] = [];
  methode = '';
  url = '';
  koepfe: Record<string, string> = {};
  koerper: unknown;
  abgebrochen = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.alle.push(this);
  }
  open(methode: string, url: string) {
    this.methode = methode;
    this.url = url;
  }
  setRequestHeader(name: string, wert: string) {
    this.koepfe[name.toLowerCase()] = wert;
  }
  getResponseHeader() {
    return null;
  }
  send(koerper: unknown) {
    this.koerper = koerper;
  }
  abort() {
    this.abgebrochen = true;
    this.onabort?.();
  }
  fortschritt(geladen: number, gesamt: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded: geladen, total: gesamt }));
  }
  antworte(status: number, statusText: string, body: unknown) {
    this.status = status;
    this.statusText = statusText;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}
