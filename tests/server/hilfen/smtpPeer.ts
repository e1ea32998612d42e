import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback that collects what it receives; `ablehnen` makes it refuse mails. */
export async function starteSmtpPeer(): Promise<{ url: string; mails: ParsedMail[]; ablehnen: boolean; stop(): Promise<void> }> {
  const peer = {
    url: '',
    mails: [] as ParsedMail[],
    ablehnen: false,
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
        .then((mail) => {
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
