import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { fakeSmtpServer } from '../testing/smtp.ts';
import { createLogger } from './log.ts';
import { createNotifier, type MailMessage, type StoredSubmission } from './notify.ts';

const contactRow: StoredSubmission = {
  id: 7,
  pagePath: '/contact',
  attribution: null,
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: null,
  service: 'paint',
  message: 'Please call me\nabout a warehouse floor.',
  isSpam: false,
};

function capturingLog() {
  const lines: string[] = [];
  return { lines, log: createLogger('debug', (line) => lines.push(line)) };
}

const tick = () => new Promise((r) => setTimeout(r, 20));

describe('notifier', () => {
  test('no SMTP_URL: no notifier at all', () => {
    assert.equal(createNotifier({ smtpUrl: undefined, recipient: () => 'x@example.com', log: capturingLog().log }), undefined);
  });

  test('sends one mail per submission to the notification address, from the company, naming the customer, linking to the enquiry', async () => {
    const sent: MailMessage[] = [];
    const notifier = createNotifier({
      smtpUrl: 'smtp://site%40example.com:pw@mail.example.com:587',
      recipient: () => 'office@example.com',
      company: () => ({ name: 'Metrik Group', email: 'info@metrikgroup.ng', siteUrl: 'https://metrikgroup.ng/' }),
      log: capturingLog().log,
      createTransport: () => ({ sendMail: async (m) => void sent.push(m) }),
    })!;
    notifier.submissionReceived('contact', contactRow);
    await tick();
    assert.equal(sent.length, 1);
    assert.equal(sent[0].to, 'office@example.com');
    assert.equal(sent[0].from, '"Metrik Group" <site@example.com>');
    assert.equal(sent[0].replyTo, 'ada@example.com');
    assert.match(sent[0].subject, /^Ada Obi: new message about Paint[^[]* \[contact #\d+\]$/);
    assert.match(sent[0].text, /Service: Paint/);
    assert.match(sent[0].text, /\(Port Harcourt time\)/);
    assert.match(sent[0].text, /Open it in the admin panel: https:\/\/metrikgroup\.ng\/admin\/dashboard\?tab=submissions&enquiry=contact-\d+/);
    assert.match(sent[0].text, /about a warehouse floor/);
  });

  test('no notification address set, or a spam row: nothing is sent', async () => {
    const sent: MailMessage[] = [];
    let to = '';
    const notifier = createNotifier({
      smtpUrl: 'smtp://mail.example.com',
      recipient: () => to,
      log: capturingLog().log,
      createTransport: () => ({ sendMail: async (m) => void sent.push(m) }),
    })!;
    notifier.submissionReceived('contact', contactRow);
    to = 'office@example.com';
    notifier.submissionReceived('contact', { ...contactRow, isSpam: true });
    await tick();
    assert.equal(sent.length, 0);
  });

  test('a failing mail server is logged, never thrown', async () => {
    for (const createTransport of [
      () => ({ sendMail: async () => Promise.reject(new Error('550 mailbox unavailable')) }),
      () => ({ sendMail: () => { throw new Error('socket closed'); } }),
      () => { throw new Error('bad transport'); },
    ]) {
      const { lines, log } = capturingLog();
      const notifier = createNotifier({ smtpUrl: 'smtp://mail.example.com', recipient: () => 'office@example.com', log, createTransport })!;
      assert.doesNotThrow(() => notifier.submissionReceived('contact', contactRow));
      await tick();
      assert.equal(lines.filter((l) => l.startsWith('WARN could not e-mail contact #7')).length, 1, lines.join('\n'));
    }
  });

  test('delivers through nodemailer to a real SMTP server', async () => {
    const { server, received } = await fakeSmtpServer();
    const port = (server.address() as AddressInfo).port;
    const { lines, log } = capturingLog();
    const notifier = createNotifier({ smtpUrl: `smtp://127.0.0.1:${port}`, recipient: () => 'office@example.com', log })!;
    notifier.submissionReceived('quote', {
      id: 3,
      name: 'Tunde Bakare',
      pagePath: '/equipment',
      attribution: null,
      equipmentType: 'heavy',
      rentalDuration: 'monthly',
      startDate: '2026-04-01',
      projectLocation: 'Trans-Amadi',
      projectDetails: 'Two excavators',
      email: 'site@example.com',
      phone: '0803 555 0147',
      isSpam: false,
    });
    for (let i = 0; i < 100 && received.length === 0; i++) await tick();
    server.close();
    assert.equal(received.length, 1, lines.join('\n'));
    assert.match(received[0], /Subject: Tunde Bakare: equipment quote request, Heavy Machinery, monthly\s+\[quote #3\]/);
    assert.match(received[0], /Two excavators/);
  });

  test('an unreachable SMTP server is logged, never thrown', async () => {
    const { lines, log } = capturingLog();
    const notifier = createNotifier({ smtpUrl: 'smtp://127.0.0.1:1', recipient: () => 'office@example.com', log })!;
    notifier.submissionReceived('contact', contactRow);
    for (let i = 0; i < 100 && !lines.some((l) => l.startsWith('WARN')); i++) await tick();
    assert.ok(lines.some((l) => l.startsWith('WARN could not e-mail contact #7')), lines.join('\n'));
  });
});
