import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Container } from '../container';
import type { CliCommand } from './cli-command';
import { runCli } from './run-cli';

/**
 * The embedded database (PGlite) belongs to the one `npm start` process: a second process opening
 * the same folder would corrupt it. So while the server runs, `npm run admin` hands its command
 * line to the server through a Unix socket in DATA_DIR (only who can read DATA_DIR can connect),
 * and the server runs it with its own container.
 */
export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

type Message = { out?: string; err?: string; exit?: number };

export async function serveAdminSocket(
  container: Container,
  commands: CliCommand[],
): Promise<() => Promise<void>> {
  const socketPath = adminSocketPath(container.env.DATA_DIR);
  await rm(socketPath, { force: true });
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline < 0 || buffer.length > 64 * 1024) return;
      const send = (message: Message) => socket.write(`${JSON.stringify(message)}\n`);
      let argv: unknown;
      try {
        argv = JSON.parse(buffer.slice(0, newline));
      } catch {
        argv = null;
      }
      if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) {
        send({ err: 'bad request', exit: 64 });
        socket.end();
        return;
      }
      void runCli(argv, {
        env: container.env,
        commands,
        out: (line) => send({ out: line }),
        err: (line) => send({ err: line }),
        openContainer: async () => container,
      }).then((exit) => {
        send({ exit });
        socket.end();
      });
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/**
 * Sends a command line to a running server; null when no server answers there (then the caller
 * opens the database itself).
 */
export function forwardToServer(
  dataDir: string,
  argv: string[],
  print: { out(line: string): void; err(line: string): void },
): Promise<number | null> {
  return new Promise((resolve) => {
    const socket = net.connect(adminSocketPath(dataDir));
    let buffer = '';
    let settled = false;
    const settle = (value: number | null) => {
      if (settled) return;
      settled = true;
      resolve(value);
    };
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(argv)}\n`));
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const message = JSON.parse(buffer.slice(0, i)) as Message;
        buffer = buffer.slice(i + 1);
        if (message.out !== undefined) print.out(message.out);
        if (message.err !== undefined) print.err(message.err);
        if (message.exit !== undefined) settle(message.exit);
      }
    });
    socket.on('error', () => settle(null));
    socket.on('close', () => settle(null));
  });
}
