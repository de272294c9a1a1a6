// A fake mail server for tests that send real mail through nodemailer.
import { createServer, type Server } from 'node:net';

/**
 * Just enough SMTP (RFC 5321) to accept messages without authentication or TLS. `received` holds each message's
 * headers and body, `recipients` each message's RCPT TO addresses; with `refuse`, every RCPT TO is answered
 * with that reply (e.g. "550 5.1.1 mailbox unavailable") and nothing is accepted.
 */
export async function fakeSmtpServer(options: { refuse?: string } = {}): Promise<{ server: Server; received: string[]; recipients: string[][] }> {
  const received: string[] = [];
  const recipients: string[][] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let rcpt: string[] = [];
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          recipients.push(rcpt);
          rcpt = [];
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RCPT' && options.refuse) socket.write(`${options.refuse}\r\n`);
        else {
          if (verb === 'RCPT') rcpt.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, recipients };
}
