import { formattingHere, rendersLikeServer, type ServerData } from '../server-data';

const sent = (formatting: Partial<ServerData['formatting']>): ServerData => ({
  apollo: {},
  formatting: { ...formattingHere(), ...formatting },
});

describe('whether the browser renders the page as the server sent it', () => {
  it('does where dates and prices are written the same way', () => {
    expect(rendersLikeServer(sent({}))).toBe(true);
  });

  it('does not without the server’s page, or in another locale or time zone', () => {
    expect(rendersLikeServer(null)).toBe(false);
    expect(rendersLikeServer(sent({ locale: 'pt-PT' }))).toBe(false);
    expect(rendersLikeServer(sent({ timeZone: 'Pacific/Kiritimati' }))).toBe(false);
  });

  it('does not where the same locale’s Intl writes otherwise (another ICU)', () => {
    // Such as the narrow space some ICU versions put before "PM".
    const sample = formattingHere().sample.replace(' ', '\u202f');
    expect(rendersLikeServer(sent({ sample }))).toBe(false);
  });
});
