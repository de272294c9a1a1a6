// The mailbox reader's parsing (src/ops/mailbox.ts): what a client's e-mail becomes on the enquiry's timeline.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { htmlToText, parseMessage } from './mailbox.ts';

test('HTML becomes text: script and style contents dropped, entities decoded, pictures and link addresses left out', async () => {
  const text = await htmlToText(
    '<html><head><title>t</title><style>p{color:red}</style></head><body><script>alert(1)</script><p>Fish &amp; chips &lt;3 &#8358;5,000</p><img src="https://x.example/p.gif" alt=""><a href="https://evil.example">my site</a></body></html>',
  );
  assert.equal(text, 'Fish & chips <3 ₦5,000\n\nmy site');
});

test('a message: its ids without brackets, its sender, the text part before the HTML, attachments by name and size', async () => {
  const source = Buffer.from(
    [
      'From: "Ada" <ada@example.ng>',
      'Subject: Re: Your enquiry [quote #7]',
      'Message-ID: <abc@example.ng>',
      'In-Reply-To: <desk-1@metrikgroup.ng>',
      'References: <desk-0@metrikgroup.ng> <desk-1@metrikgroup.ng>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: multipart/alternative; boundary="c"',
      '',
      '--c',
      'Content-Type: text/plain',
      '',
      'Plain words',
      '--c',
      'Content-Type: text/html',
      '',
      '<p>HTML words</p>',
      '--c--',
      '--b',
      'Content-Type: image/jpeg; name="site.jpg"',
      'Content-Disposition: attachment; filename="site.jpg"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.alloc(300).toString('base64'),
      '--b--',
      '',
    ].join('\r\n'),
  );
  const mail = await parseMessage(source, 'fallback@x');
  assert.equal(mail.messageId, 'abc@example.ng');
  assert.deepEqual(mail.inReplyTo, ['desk-1@metrikgroup.ng']);
  assert.deepEqual(mail.references, ['desk-0@metrikgroup.ng', 'desk-1@metrikgroup.ng']);
  assert.equal(mail.from, 'ada@example.ng');
  assert.equal(mail.text, 'Plain words');
  assert.deepEqual(mail.attachments, [{ name: 'site.jpg', size: 300 }]);
  assert.equal((await parseMessage(Buffer.from('Subject: x\r\n\r\nbody'), 'fallback@x')).messageId, 'fallback@x');
});
