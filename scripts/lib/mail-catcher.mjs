// The embedded default's mail server: accepts every e-mail on SMTP (smtp-server), keeps the last
// 200 in memory and shows them on a small inbox page, so a newcomer sees what the product sends.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const KEEP = 200;
const escape = (text) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Starts the catcher; resolves with its SMTP URL, inbox URL and stop(). */
export async function startMailCatcher({ smtpPort, httpPort, host = '127.0.0.1' }) {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.unshift({ at: new Date(), mail });
          mails.length = Math.min(mails.length, KEEP);
          callback();
        })
        .catch(callback);
    },
  });
  const http = createServer((req, res) => {
    const match = /^\/mail\/(\d+)(\/text)?$/.exec(req.url ?? '');
    const entry = match && mails[Number(match[1])];
    if (req.url === '/mails.json') {
      // For scripts and the E2E tests: newest first, the parts a reader checks.
      const list = mails.map(({ at, mail }) => ({
        at,
        to: mail.to?.text ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mail.html || '',
        listUnsubscribe: mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? null,
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    } else if (entry && match[2]) {
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(entry.mail.text ?? '');
    } else if (entry) {
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(entry.mail.html || escape(entry.mail.text));
    } else if (req.url === '/' || req.url === '') {
      const rows = mails
        .map(
          ({ at, mail }, i) =>
            `<tr><td>${at.toLocaleString()}</td><td>${escape(mail.to?.text)}</td>` +
            `<td><a href="/mail/${i}">${escape(mail.subject)}</a> (<a href="/mail/${i}/text">text</a>)</td></tr>`,
        )
        .join('');
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox</title></head>` +
            `<body style="font-family:sans-serif"><h1>Local inbox (${mails.length})</h1>` +
            `<p>Every e-mail the product sends under npm start lands here; nothing leaves this machine.</p>` +
            `<table cellpadding="6"><thead><tr><th>Received</th><th>To</th><th>Subject</th></tr></thead>` +
            `<tbody>${rows}</tbody></table></body></html>`,
        );
    } else {
      res.writeHead(404).end('Not found');
    }
  });
  await new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, resolve);
  });
  // A client that drops its connection mid-session (a stopped API) must not end the catcher.
  smtp.on('error', (error) => {
    if (error.code !== 'ECONNRESET') console.warn(`Mail catcher: ${error.message}`);
  });
  await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, host, resolve);
  });
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: `http://localhost:${httpPort}`,
    stop: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => http.close(resolve)),
      ]),
  };
}
