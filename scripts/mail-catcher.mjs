// The local mail catcher on its own: `node scripts/mail-catcher.mjs <smtpPort> <httpPort>` (the E2E
// run starts it as a child process; `npm start` embeds it).
import { startMailCatcher } from './lib/mail-catcher.mjs';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
const catcher = await startMailCatcher({ smtpPort, httpPort });
console.log(`Mail catcher: SMTP ${catcher.smtpUrl}, inbox ${catcher.inboxUrl}`);
process.on('SIGTERM', () => void catcher.stop().then(() => process.exit(0)));
