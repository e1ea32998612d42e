import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database, MailOutboxTable } from '../db/schema';
import { einzeilig, type Anhang, type PortalMail } from './mailInhalt';
import { mailHtml } from './layout';
import type { MailTransport } from './transport';

/** Retry schedule after a failed delivery: 1 min, 5 min, 30 min, 2 h, then given up. */
const WARTEZEITEN_MS = [60_000, 300_000, 1_800_000, 7_200_000];
const LEASE_MS = 60_000;

/**
 * Composes a mail of `reiheAuftragEin` from its data, inside the outbox's transaction: the mail, or null when there
 * is nothing to send (an unknown account, say).
 */
export type Verfasser = (trx: Kysely<Database>, daten: unknown) => Promise<PortalMail | null>;

/**
 * Mails are written to the outbox in the same transaction as the change that causes them, and sent
 * afterwards. Each instance claims a row with a conditional update (lease), so a mail goes out once even
 * with several instances, and survives a restart. A mail queued as an order (`reiheAuftragEin`) is composed by
 * the run that claimed it, right before it is sent.
 */
export class Outbox {
  private laeuft: Promise<number> | undefined;
  private readonly verfasser = new Map<string, Verfasser>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /** Queues a mail inside the caller's transaction, with its subject on one line and both parts rendered. */
  async reiheEin(trx: Kysely<Database>, mail: PortalMail): Promise<void> {
    await trx.insertInto('mail_outbox').values({ ...gerendert(mail), ...this.neueZeile() }).execute();
  }

  /** Says how the mails of one kind of `reiheAuftragEin` are composed; each kind once per app. */
  verfasse(art: string, verfasser: Verfasser): void {
    if (this.verfasser.has(art)) throw new Error(`Für ${art} gibt es schon einen Verfasser.`);
    this.verfasser.set(art, verfasser);
  }

  /**
   * Queues a mail whose recipient and text are decided only when the outbox delivers it, by the `verfasse`d
   * function of its kind. The request that causes it does this one insert, whatever its data turn out to mean (a
   * recovery request answers alike for known and unknown accounts); the lookups, tokens and text follow after the
   * answer, in the delivery run.
   */
  async reiheAuftragEin(trx: Kysely<Database>, art: string, daten: object): Promise<void> {
    await trx
      .insertInto('mail_outbox')
      .values({ empfaenger: '', betreff: '', text: '', html: null, anhaenge: null, auftrag: JSON.stringify({ art, daten }), ...this.neueZeile() })
      .execute();
  }

  private neueZeile() {
    const jetzt = this.clock.now();
    return { created_at: jetzt, sent_at: null, attempts: 0, next_attempt_at: jetzt, claimed_until: null, last_error: null };
  }

  /** Starts a delivery run after a change was committed, without making the request wait for SMTP. */
  anstossen(): void {
    this.zustellen().catch((err) => this.log.error({ err }, 'Postausgang'));
  }

  /** Waits for a running delivery, so shutting down does not cut a mail in half. */
  async beende(): Promise<void> {
    await this.laeuft?.catch(() => undefined);
  }

  /** How many mails still wait for delivery (given-up ones not counted) and when the oldest of them was queued. */
  async stand(): Promise<{ anzahl: number; aelteste: number | null }> {
    const zeile = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => [eb.fn.countAll<number>().as('anzahl'), eb.fn.min('created_at').as('aelteste')])
      .where('sent_at', 'is', null)
      .where('attempts', '<=', WARTEZEITEN_MS.length)
      .executeTakeFirstOrThrow();
    return { anzahl: Number(zeile.anzahl), aelteste: zeile.aelteste === null ? null : Number(zeile.aelteste) };
  }

  /** Sends what is due; concurrent calls on one instance share one run. Returns the number sent. */
  zustellen(): Promise<number> {
    this.laeuft ??= this.zustellDurchlauf().finally(() => (this.laeuft = undefined));
    return this.laeuft;
  }

  private async zustellDurchlauf(): Promise<number> {
    let gesendet = 0;
    const jetzt = this.clock.now();
    const faellig = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<=', WARTEZEITEN_MS.length)
      .where('next_attempt_at', '<=', jetzt)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', jetzt)]))
      .orderBy('id')
      .limit(50)
      .execute();
    for (const mail of faellig) {
      const beansprucht = await this.db
        .updateTable('mail_outbox')
        .set({ claimed_until: jetzt + LEASE_MS })
        .where('id', '=', mail.id)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', jetzt)]))
        .executeTakeFirst();
      if (Number(beansprucht.numUpdatedRows) !== 1) continue;
      try {
        const fertig = mail.auftrag === null ? mail : await this.verfasseAuftrag(mail.id, mail.auftrag);
        if (!fertig) continue;
        await this.transport.sende({ an: fertig.empfaenger, betreff: fertig.betreff, text: fertig.text, html: fertig.html, anhaenge: anhaengeAus(fertig.anhaenge) });
        await this.db.updateTable('mail_outbox').set({ sent_at: this.clock.now(), claimed_until: null }).where('id', '=', mail.id).execute();
        gesendet++;
      } catch (err) {
        const versuche = mail.attempts + 1;
        this.log.error({ err, mailId: mail.id, versuche }, 'Mail konnte nicht zugestellt werden');
        await this.db
          .updateTable('mail_outbox')
          .set({
            attempts: versuche,
            claimed_until: null,
            last_error: String((err as Error).message ?? err).slice(0, 1000),
            next_attempt_at: this.clock.now() + (WARTEZEITEN_MS[versuche - 1] ?? 0),
          })
          .where('id', '=', mail.id)
          .execute();
      }
    }
    return gesendet;
  }

  /**
   * Composes a queued `reiheAuftragEin` mail in one transaction with what its composer writes (a token, say): the
   * row becomes the finished mail, or goes when there is nothing to send. A failure leaves the order for the next
   * attempt, like a failed delivery.
   */
  private async verfasseAuftrag(id: number, auftrag: string): Promise<MailZeile | null> {
    const { art, daten } = JSON.parse(auftrag) as { art: string; daten: unknown };
    const verfasser = this.verfasser.get(art);
    if (!verfasser) throw new Error(`Kein Verfasser für ${art}`);
    return this.db.transaction().execute(async (trx) => {
      const mail = await verfasser(trx, daten);
      if (!mail) {
        await trx.deleteFrom('mail_outbox').where('id', '=', id).execute();
        return null;
      }
      const zeile = gerendert(mail);
      await trx.updateTable('mail_outbox').set({ ...zeile, auftrag: null }).where('id', '=', id).execute();
      return zeile;
    });
  }
}

type MailZeile = Pick<MailOutboxTable, 'empfaenger' | 'betreff' | 'text' | 'html' | 'anhaenge'>;

/** The row of a mail: its subject on one line, both parts rendered, attachments as base64. */
function gerendert(mail: PortalMail): MailZeile {
  return {
    empfaenger: mail.an,
    betreff: einzeilig(mail.betreff.text()),
    text: mail.inhalt.text(),
    html: mailHtml(mail),
    anhaenge: mail.anhaenge?.length ? JSON.stringify(mail.anhaenge.map((a) => ({ ...a, daten: a.daten.toString('base64') }))) : null,
  };
}

function anhaengeAus(json: string | null | undefined): Anhang[] | undefined {
  if (!json) return undefined;
  return (JSON.parse(json) as { name: string; contentType: string; daten: string }[]).map((a) => ({ ...a, daten: Buffer.from(a.daten, 'base64') }));
}
