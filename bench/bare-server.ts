// The yardstick: a bare node:http server answering every request with exactly the status, headers and
// (already encoded) body bytes the product sent. Node adds Date, Connection and Keep-Alive as it does for
// the product.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Answer } from './answer.ts';

const answerFile = process.argv[2];
const saved = JSON.parse(readFileSync(answerFile, 'utf8')) as Omit<Answer, 'body'> & { body: string };
const body = Buffer.from(saved.body, 'base64');
const headers = saved.headers.flat();

const server = createServer((_req, res) => {
  res.writeHead(saved.status, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
