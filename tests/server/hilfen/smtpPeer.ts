import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail the peer keeps from being accepted until the test lets it go. */
export interface Halt {
  /** settles when a mail arrived and is being held: the sender now waits for the answer to its DATA */
  angekommen: Promise<void>;
  freigeben(): void;
}

/**
 * A real SMTP server on loopback that collects what it receives; `ablehnen` makes it refuse mails, `halte()` keeps
 * the next mail's answer back, so the sender (the outbox's delivery run) stays busy until the test says so.
 */
export async function starteSmtpPeer(): Promise<{ url: string; mails: ParsedMail[]; ablehnen: boolean; halte(): Halt; stop(): Promise<void> }> {
  let halt: { angekommen(): void; freigabe: Promise<void> } | undefined;
  const peer = {
    url: '',
    mails: [] as ParsedMail[],
    ablehnen: false,
    halte(): Halt {
      let angekommen!: () => void;
      let freigeben!: () => void;
      const ankunft = new Promise<void>((resolve) => (angekommen = resolve));
      halt = { angekommen, freigabe: new Promise<void>((resolve) => (freigeben = resolve)) };
      return { angekommen: ankunft, freigeben };
    },
    stop: async () => {},
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, fertig) {
      if (peer.ablehnen) {
        stream.resume();
        stream.on('end', () => fertig(Object.assign(new Error('Postfach voll'), { responseCode: 452 })));
        return;
      }
      simpleParser(stream)
        .then(async (mail) => {
          const gehalten = halt;
          halt = undefined;
          if (gehalten) {
            gehalten.angekommen();
            await gehalten.freigabe;
          }
          peer.mails.push(mail);
          fertig();
        })
        .catch(fertig);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const adresse = server.server.address();
  const port = typeof adresse === 'object' && adresse ? adresse.port : 0;
  peer.url = `smtp://127.0.0.1:${port}`;
  peer.stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return peer;
}

export type SmtpPeer = Awaited<ReturnType<typeof starteSmtpPeer>>;
