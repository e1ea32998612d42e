export interface Ereignis {
  id: number;
  art: string;
  daten: unknown;
}

/**
 * A Server-Sent Events client as a fetch-based browser client uses it (Bearer header, optional Last-Event-ID):
 * collects the events and hands them out in order.
 */
export class EreignisStrom {
  readonly ereignisse: Ereignis[] = [];
  /** the server ended the stream */
  beendet = false;
  private gelesen = 0;
  private warten: (() => void) | undefined;
  private constructor(
    private readonly abbruch: AbortController,
    readonly status: number,
  ) {}

  static async oeffne(url: string, token: string, letzteEventId?: number): Promise<EreignisStrom> {
    const abbruch = new AbortController();
    const antwort = await fetch(url, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(letzteEventId !== undefined ? { 'last-event-id': String(letzteEventId) } : {}) },
      signal: abbruch.signal,
    });
    const strom = new EreignisStrom(abbruch, antwort.status);
    if (antwort.status !== 200) {
      await antwort.body?.cancel();
      return strom;
    }
    void strom.lies(antwort.body!);
    return strom;
  }

  private async lies(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let puffer = '';
    const leser = body.getReader();
    try {
      for (;;) {
        const { done, value } = await leser.read();
        if (done) {
          this.beendet = true;
          break;
        }
        puffer += decoder.decode(value, { stream: true });
        let ende: number;
        while ((ende = puffer.indexOf('\n\n')) >= 0) {
          const block = puffer.slice(0, ende);
          puffer = puffer.slice(ende + 2);
          const felder = Object.fromEntries(block.split('\n').filter((z) => z && !z.startsWith(':')).map((z) => [z.slice(0, z.indexOf(':')), z.slice(z.indexOf(':') + 1).trim()]));
          if (felder.event) this.ereignisse.push({ id: Number(felder.id), art: felder.event, daten: JSON.parse(felder.data ?? 'null') });
          this.warten?.();
        }
      }
    } catch {
      // closed by schliesse()
    }
  }

  /** The next event not handed out yet; fails after `ms` without one. */
  async naechstes(ms = 5000): Promise<Ereignis> {
    const bis = Date.now() + ms;
    while (this.gelesen >= this.ereignisse.length) {
      if (Date.now() > bis) throw new Error(`Kein weiteres Ereignis nach ${this.ereignisse.map((e) => e.art).join(', ') || 'keinem'}`);
      await new Promise<void>((r) => {
        this.warten = r;
        setTimeout(r, 50);
      });
    }
    return this.ereignisse[this.gelesen++]!;
  }

  /** Skips to the next event of kind `art`. */
  async bis(art: string, ms = 5000): Promise<Ereignis> {
    const bis = Date.now() + ms;
    for (;;) {
      const e = await this.naechstes(Math.max(1, bis - Date.now()));
      if (e.art === art) return e;
    }
  }

  /** Waits until the server has ended the stream; fails after `ms`. */
  async endet(ms = 5000): Promise<void> {
    const bis = Date.now() + ms;
    while (!this.beendet) {
      if (Date.now() > bis) throw new Error('Der Server hat den Strom nicht beendet.');
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  schliesse(): void {
    this.abbruch.abort();
  }
}
