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
  /**
   * Hold the next message until the returned release is called; `arrived` settles once it is
   * here (a sender that is mid-send for as long as the test likes).
   */
  holdNext(): { arrived: Promise<void>; release: () => void };
  close(): Promise<void>;
}

/** The API's e-mail settings that send through `catcher` (startTestApi's `config`). */
export const mailConfig = (catcher: Pick<SmtpCatcher, 'url'>, appUrl = 'http://app.test') => ({
  email: {
    smtpUrl: catcher.url,
    from: 'Hostel <no-reply@hostel.test>',
    linkSecret: 'x'.repeat(40),
    appUrl,
  },
});

export async function startSmtpCatcher(port: number): Promise<SmtpCatcher> {
  let refusals = 0;
  let hold: { arrive: () => void; released: Promise<void> } | null = null;
  const catcher: SmtpCatcher = {
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    refuseNext: (count) => void (refusals = count),
    delayMs: 0,
    holdNext() {
      let arrive!: () => void;
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      hold = { arrive, released: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived, release };
    },
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
          const held = hold;
          hold = null;
          if (held) {
            held.arrive();
            await held.released;
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
