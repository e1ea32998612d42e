import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { freierPort } from './serverProzess';

const DEPLOY = path.resolve('deploy/nginx');

/** Debian's nginx, or undefined where it is not installed (.ci/run installs it). */
export function nginxProgramm(): string | undefined {
  const orte = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').filter(Boolean).map((d) => path.join(d, 'nginx'))];
  return orte.find((ort) => fs.existsSync(ort));
}

export interface Nginx {
  url: string;
  /** stops nginx (its workers finish what they have) and removes its directory */
  beende(): Promise<void>;
  fehlerausgabe(): string;
}

/**
 * nginx configured as the deployment configures it (deploy/nginx: the upstream, and the server's proxy settings
 * and limits), with the instances' ports in place of the deployment's, on a free port of its own: not Debian's
 * service, but a process of the test with its own prefix, configuration and temporary files.
 */
export async function starteNginx(instanzPorts: number[]): Promise<Nginx> {
  const programm = nginxProgramm();
  if (!programm) throw new Error('nginx ist nicht installiert (.ci/run installiert es).');
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  // Started as root, nginx runs its workers as nobody: they must reach their temporary files in here.
  fs.chmodSync(verzeichnis, 0o755);

  const upstream = fs.readFileSync(path.join(DEPLOY, 'conf.d/energieportal.conf'), 'utf8');
  let n = 0;
  const eigenerUpstream = upstream.replace(/^(\s*server 127\.0\.0\.1:)\d+/gm, (_, anfang: string) => `${anfang}${instanzPorts[n++] ?? 0}`);
  if (n !== instanzPorts.length) throw new Error(`deploy/nginx/conf.d/energieportal.conf nennt ${n} Instanzen, der Test startet ${instanzPorts.length}.`);
  fs.writeFileSync(path.join(verzeichnis, 'energieportal.conf'), eigenerUpstream);

  const port = await freierPort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((art) => `${art}_temp_path ${path.join(verzeichnis, art)};`);
  fs.writeFileSync(
    path.join(verzeichnis, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${path.join(verzeichnis, 'nginx.pid')};
error_log stderr notice;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp.join('\n  ')}
  include ${path.join(verzeichnis, 'energieportal.conf')};
  server {
    listen 127.0.0.1:${port};
    include ${path.join(DEPLOY, 'snippets/energieportal-proxy.conf')};
  }
}
`,
  );
  const prozess = spawn(programm, ['-p', `${verzeichnis}/`, '-c', path.join(verzeichnis, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const beendet = new Promise<void>((resolve) => prozess.once('close', () => resolve()));
  // nginx listens before it starts its workers, and says so at level notice.
  await new Promise<void>((resolve, reject) => {
    const zeilen = readline.createInterface({ input: prozess.stderr! });
    zeilen.on('line', (zeile) => {
      stderr += `${zeile}\n`;
      if (zeile.includes('start worker process')) resolve();
    });
    void beendet.then(() => reject(new Error(`nginx beendet: ${stderr}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    fehlerausgabe: () => stderr,
    async beende() {
      // SIGTERM, not the graceful SIGQUIT: that would wait for the clients' idle connections to time out.
      if (prozess.exitCode === null && prozess.signalCode === null) prozess.kill('SIGTERM');
      await beendet;
      fs.rmSync(verzeichnis, { recursive: true, force: true });
    },
  };
}
