// A real SMTP server for the e-mail tests (smtp-server), parsing what arrives with mailparser.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCatcher {
  url: string;
  mails: ParsedMail[];
  /** Refuse the next `count` messages with a temporary error (451). */
  refuseNext(count: number): void;
  /** Hold each message this long before accepting it (a slow server). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startSmtpCatcher(port: number): Promise<SmtpCatcher> {
  let refusals = 0;
  const catcher: SmtpCatcher = {
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    refuseNext: (count) => void (refusals = count),
    delayMs: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (refusals > 0) {
            refusals--;
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
            return callback(error);
          }
          await new Promise((resolve) => setTimeout(resolve, catcher.delayMs));
          catcher.mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return catcher;
}
