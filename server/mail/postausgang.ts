import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { einzeilig, type Anhang, type PortalMail } from './mailInhalt';
import { mailHtml } from './rahmen';
import type { MailTransport } from './transport';

/** Retry schedule after a failed delivery: 1 min, 5 min, 30 min, 2 h, then given up. */
const WARTEZEITEN_MS = [60_000, 300_000, 1_800_000, 7_200_000];
const LEASE_MS = 60_000;

/**
 * Mails are written to the outbox in the same transaction as the change that causes them, and sent
 * afterwards. Each instance claims a row with a conditional update (lease), so a mail goes out once even
 * with several instances, and survives a restart.
 */
export class Postausgang {
  private laeuft: Promise<number> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    private readonly log: { error(obj: object, msg: string): void },
  ) {}

  /** Queues a mail inside the caller's transaction, with its subject on one line and both parts rendered. */
  async reiheEin(trx: Kysely<Database>, mail: PortalMail): Promise<void> {
    const jetzt = this.clock.now();
    await trx
      .insertInto('mail_outbox')
      .values({
        empfaenger: mail.an,
        betreff: einzeilig(mail.betreff.text()),
        text: mail.inhalt.text(),
        html: mailHtml(mail),
        anhaenge: mail.anhaenge?.length ? JSON.stringify(mail.anhaenge.map((a) => ({ ...a, daten: a.daten.toString('base64') }))) : null,
        created_at: jetzt,
        sent_at: null,
        attempts: 0,
        next_attempt_at: jetzt,
        claimed_until: null,
        last_error: null,
      })
      .execute();
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
        await this.transport.sende({ an: mail.empfaenger, betreff: mail.betreff, text: mail.text, html: mail.html, anhaenge: anhaengeAus(mail.anhaenge) });
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
}

function anhaengeAus(json: string | null | undefined): Anhang[] | undefined {
  if (!json) return undefined;
  return (JSON.parse(json) as { name: string; contentType: string; daten: string }[]).map((a) => ({ ...a, daten: Buffer.from(a.daten, 'base64') }));
}
