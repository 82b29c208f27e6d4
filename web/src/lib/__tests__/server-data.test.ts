import { formattingHere, rendersLikeServer, type ServerData } from '../server-data';

const sent = (formatting: Partial<ServerData['formatting']>): ServerData => ({
  formatting: { ...formattingHere(), ...formatting },
});

describe('whether the browser renders the page as the server sent it', () => {
  it('does where dates and prices are written the same way', async () => {
    expect(await rendersLikeServer(sent({}))).toBe(true);
  });

  it('does not without the server’s page, or in another locale or time zone', async () => {
    expect(await rendersLikeServer(null)).toBe(false);
    expect(await rendersLikeServer(sent({ locale: 'pt-PT' }))).toBe(false);
    expect(await rendersLikeServer(sent({ timeZone: 'Pacific/Kiritimati' }))).toBe(false);
  });

  it('does not where the same locale’s Intl writes otherwise (another ICU)', async () => {
    // Such as the narrow space some ICU versions put before "PM".
    const sample = formattingHere().sample.replace(/ ([AP]M)/, '\u202f$1');
    expect(sample).not.toBe(formattingHere().sample);
    expect(await rendersLikeServer(sent({ sample }))).toBe(false);
  });
});
