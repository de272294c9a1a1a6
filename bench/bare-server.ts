// The yardstick: a bare node:http server answering with exactly the bytes and headers the product sent.
import { createServer } from 'node:http';

const [bodyFile, headersJson] = process.argv.slice(2);
const { readFileSync } = await import('node:fs');
const body = readFileSync(bodyFile);
const headers = JSON.parse(headersJson) as Record<string, string>;

const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening on http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
