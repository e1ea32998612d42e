// A private, throw-away PostgreSQL cluster for the tests, used when TEST_DATABASE_URL is not given.
// It needs only Debian's postgresql binaries; as root the cluster runs as the postgres user.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function pgBinDir() {
  const basis = '/usr/lib/postgresql';
  if (!fs.existsSync(basis)) return undefined;
  const versionen = fs.readdirSync(basis).filter((v) => fs.existsSync(path.join(basis, v, 'bin', 'initdb')));
  versionen.sort((a, b) => Number(b) - Number(a));
  return versionen[0] ? path.join(basis, versionen[0], 'bin') : undefined;
}

function freierPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts a cluster and returns { url, stop }, or undefined when PostgreSQL is not installed. */
export async function startePostgres() {
  const bin = pgBinDir();
  if (!bin) return undefined;
  const alsRoot = process.getuid?.() === 0;
  const verzeichnis = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  const daten = path.join(verzeichnis, 'daten');
  const als = (befehl, args) => {
    const [cmd, argv] = alsRoot ? ['runuser', ['-u', 'postgres', '--', befehl, ...args]] : [befehl, args];
    return execFileSync(cmd, argv, { stdio: 'pipe' });
  };
  if (alsRoot) execFileSync('chown', ['postgres:postgres', verzeichnis]);
  als(path.join(bin, 'initdb'), ['-D', daten, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const port = await freierPort();
  // Durability off (a test database need not survive a crash); the default 100 connections, as each more slot makes
  // every CREATE DATABASE (one per test app) wait longer.
  als(path.join(bin, 'pg_ctl'), [
    '-D', daten, '-l', path.join(verzeichnis, 'log'), '-w', 'start',
    '-o', `-p ${port} -k ${verzeichnis} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(alsRoot ? 'runuser' : path.join(bin, 'pg_ctl'), alsRoot
        ? ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', daten, '-m', 'immediate', 'stop']
        : ['-D', daten, '-m', 'immediate', 'stop'], { stdio: 'ignore' });
      fs.rmSync(verzeichnis, { recursive: true, force: true });
    },
  };
}
