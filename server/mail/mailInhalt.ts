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

/** A button to one of the portal's pages; in the plain-text part it reads „Beschriftung: Adresse“. */
export class Knopf {
  constructor(
    readonly beschriftung: string,
    readonly link: Link,
  ) {}
}

/** The key facts of a mail as a table of label and value, e.g. Sparte and Angebotsfrist of a tender. */
export class Fakten {
  readonly zeilen: readonly (readonly [string, string])[];
  constructor(zeilen: readonly (readonly [string, string])[]) {
    this.zeilen = zeilen.map(([name, wert]) => [einzeilig(name), einzeilig(wert)] as const);
  }
}

type Teil =
  | { art: 'vorlage'; text: string }
  | { art: 'wert'; text: string }
  | { art: 'link'; url: string }
  | { art: 'knopf'; knopf: Knopf }
  | { art: 'fakten'; fakten: Fakten };

/** What a template may put into its text: user values, the portal's links, buttons, facts and other pieces of mail text. */
export type Wert = string | number | Link | Knopf | Fakten | MailInhalt;

/** Marks where a block (button, table) stands in the HTML before it is split into paragraphs; user text cannot hold it. */
const BLOCK = '\u0000';

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
        else if (wert instanceof Knopf) teile.push({ art: 'knopf', knopf: wert });
        else if (wert instanceof Fakten) teile.push({ art: 'fakten', fakten: wert });
        else teile.push({ art: 'wert', text: einzeilig(String(wert)) });
      }
    });
    return new MailInhalt(teile);
  }

  /** The plain-text part. */
  text(): string {
    return this.teile
      .map((teil) => {
        switch (teil.art) {
          case 'link':
            return teil.url;
          case 'knopf':
            return `${teil.knopf.beschriftung}: ${teil.knopf.link.url}`;
          case 'fakten':
            return teil.fakten.zeilen.map(([name, wert]) => `${name}: ${wert}`).join('\n');
          default:
            return teil.text;
        }
      })
      .join('');
  }

  /**
   * The HTML of the mail's body (the outbox puts it into the portal's frame): escaped, the template's paragraphs and
   * line breaks kept, only the portal's links clickable, buttons and facts as blocks of their own.
   */
  html(): string {
    const bloecke: string[] = [];
    const block = (html: string) => `\n\n${BLOCK}${bloecke.push(html) - 1}${BLOCK}\n\n`;
    const html = this.teile
      .map((teil) => {
        switch (teil.art) {
          case 'link':
            return `<a href="${escapeHtml(teil.url)}">${escapeHtml(teil.url)}</a>`;
          case 'knopf':
            return block(knopfHtml(teil.knopf));
          case 'fakten':
            return block(faktenHtml(teil.fakten));
          default:
            return escapeHtml(teil.text);
        }
      })
      .join('');
    return html
      .split(/\n{2,}/)
      .filter((absatz) => absatz.trim())
      .map((absatz) => {
        const nummer = new RegExp(`^${BLOCK}(\\d+)${BLOCK}$`).exec(absatz);
        return nummer ? bloecke[Number(nummer[1])]! : `<p>${absatz.replace(/^\n+|\n+$/g, '').replace(/\n/g, '<br>')}</p>`;
      })
      .join('');
  }
}

/** The portal's colours in mails, as in the web app's theme (src/ui/theme.ts). */
export const MARKE = { farbe: '#0b4f8a', hell: '#eef3f8', text: '#1f2933', grau: '#5f6b76' } as const;

function knopfHtml(knopf: Knopf): string {
  const href = escapeHtml(knopf.link.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="background:${MARKE.farbe};border-radius:4px"><a href="${href}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(knopf.beschriftung)}</a></td></tr></table>`;
}

function faktenHtml(fakten: Fakten): string {
  const zeilen = fakten.zeilen
    .map(([name, wert]) => `<tr><th scope="row" style="text-align:left;font-weight:normal;color:${MARKE.grau};padding:6px 16px 6px 12px;vertical-align:top">${escapeHtml(name)}</th><td style="padding:6px 12px 6px 0;font-weight:bold">${escapeHtml(wert)}</td></tr>`)
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;background:${MARKE.hell};border-radius:4px;margin:0 0 16px;border-collapse:collapse">${zeilen}</table>`;
}

/** Tag for a template's text: inhalt`Guten Tag ${vorname}, … ${link(url)}`. */
export const inhalt = (vorlage: TemplateStringsArray, ...werte: Wert[]): MailInhalt => MailInhalt.aus(vorlage, werte);

export const link = (url: string): Link => new Link(url);

export const knopf = (beschriftung: string, url: string): Knopf => new Knopf(beschriftung, link(url));

export const fakten = (zeilen: readonly (readonly [string, string])[]): Fakten => new Fakten(zeilen);

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

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (z) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[z]!);
}
