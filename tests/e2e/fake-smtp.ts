// A local SMTP server that speaks just enough of RFC 5321 for PocketBase's mailer (EHLO
// without STARTTLS or AUTH, MAIL, RCPT, DATA, QUIT) and keeps every message it receives.
import { createServer, type AddressInfo, type Server } from 'node:net';

export interface FakeSmtp {
  port: number;
  messages: string[];
  close: () => Promise<void>;
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: string[] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            reply('250 OK queued');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') {
          socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        } else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP') {
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else {
          reply('502 Command not implemented');
        }
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The decoded body of a captured message: quoted-printable soft breaks and =XX undone, the
 * bytes read as UTF-8 (a German mail's umlauts are two =XX each).
 */
export function decodeMessage(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const qp = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3));
    if (qp) {
      bytes.push(parseInt(qp[1]!, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
