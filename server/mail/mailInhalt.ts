/** A link the portal makes; only these become clickable in a mail. */
export class Link {
  readonly url: string;
  constructor(url: string) {
    const geprueft = new URL(url);
    // A template bug, not user input: links are built from PUBLIC_URL.
    if (geprueft.protocol !== 'https:' && geprueft.protocol !== 'http:') throw new Error(`Kein Web-Link: ${url}`);
    this.url = geprueft.href;
  }
}

type Teil = { art: 'vorlage'; text: string } | { art: 'wert'; text: string } | { art: 'link'; url: string };

/** What a template may put into its text: user values, the portal's links and other pieces of mail text. */
export type Wert = string | number | Link | MailInhalt;

/**
 * The text of a portal mail as its template wrote it, kept apart in three kinds of parts: the template's own
 * words, values put into them (names, Firma, Bezeichnung: whatever someone typed) and the portal's links.
 * Both parts of the mail are made from it: a value is folded into one line and HTML-escaped, so user text can
 * neither bring a link of its own nor break the layout; only a `Link` becomes `<a href>`.
 */
export class MailInhalt {
  private constructor(private readonly teile: readonly Teil[]) {}

  static aus(vorlage: TemplateStringsArray, werte: readonly Wert[]): MailInhalt {
    const teile: Teil[] = [];
    vorlage.forEach((text, i) => {
      if (text) teile.push({ art: 'vorlage', text });
      if (i < werte.length) {
        const wert = werte[i]!;
        if (wert instanceof MailInhalt) teile.push(...wert.teile);
        else if (wert instanceof Link) teile.push({ art: 'link', url: wert.url });
        else teile.push({ art: 'wert', text: einzeilig(String(wert)) });
      }
    });
    return new MailInhalt(teile);
  }

  /** The plain-text part. */
  text(): string {
    return this.teile.map((teil) => (teil.art === 'link' ? teil.url : teil.text)).join('');
  }

  /** The HTML part: escaped, the template's paragraphs and line breaks kept, the portal's links clickable. */
  html(): string {
    const html = this.teile.map((teil) => (teil.art === 'link' ? `<a href="${escape(teil.url)}">${escape(teil.url)}</a>` : escape(teil.text))).join('');
    const absaetze = html.split(/\n{2,}/).map((absatz) => `<p>${absatz.replace(/\n/g, '<br>')}</p>`);
    return `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5">${absaetze.join('')}</body></html>`;
  }
}

/** Tag for a template's text: inhalt`Guten Tag ${vorname}, … ${link(url)}`. */
export const inhalt = (vorlage: TemplateStringsArray, ...werte: Wert[]): MailInhalt => MailInhalt.aus(vorlage, werte);

export const link = (url: string): Link => new Link(url);

/** A mail as a template writes it; the outbox renders subject, text and HTML from it. */
export interface PortalMail {
  an: string;
  betreff: MailInhalt;
  inhalt: MailInhalt;
  anhaenge?: Anhang[];
}

/** A file that travels with a mail, e.g. a letter as PDF. */
export interface Anhang {
  name: string;
  contentType: string;
  daten: Buffer;
}

/** Line breaks and other control characters become one space: a value stays on its line, a subject in its header. */
export function einzeilig(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ');
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (z) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[z]!);
}
