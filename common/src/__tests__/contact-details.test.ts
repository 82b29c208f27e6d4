import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { CONTACT_HIDDEN as H, hasContactDetails, maskContactDetails } from '../index.js';

// Ways people pass contact details before a booking is paid: the 22 forms of issue 34 first.
const ATTEMPTS = [
  '0 2 4 1 2 3 4 5 6 7',
  '024/123/4567',
  '024_123_4567',
  '024x123x4567',
  'zero two four one two three four five six seven',
  'O24 l23 4567',
  'call me on ０２４ １２３ ４５６７',
  'ama＠example.com',
  '024\u200b123\u200b4567',
  'ama at example dot com',
  'ama[at]example.com',
  'ama (at) example (dot) com',
  'ama @ example . com',
  't . me / amab',
  'telegram: @amab',
  'airbnb dot com/rooms/1',
  'booking[.]com',
  '+233 20 999 8877 / x@example.com',
  'my insta is @ama_b',
  'whatsapp me',
  'air bnb is cheaper',
  '0 2 4 - 1 2 3 - 4 5 6 7',
  // More of our own, in English.
  'call 024.123.4567',
  'ring (024) 123-4567 after 6',
  'my number: 0 24 12 34 56 7',
  '024 123 4567',
  '+233241234567',
  'zero twenty four, one twenty three, forty five sixty seven',
  'oh two four one two three four five six seven',
  'double oh two four one two triple three',
  'O24I23 4567',
  '024|123|4567',
  '0-2-4-1-2-3-4-5-6-7',
  '024\n123\n4567',
  '024 [123] (4567)',
  'zero 2 four 1 two 3 four 5 six 7',
  'my num is 0 two 4 one 2 three 4 five 6 seven',
  '0⃣2⃣4⃣1⃣2⃣3⃣4⃣5⃣6⃣7⃣',
  'email ama.k@gmail.com',
  'ama dot k at gmail dot com',
  'ama at gmail',
  'ama{at}example{dot}org',
  'ama [@] example [.] com',
  'ama@example[.]com',
  'аma@gmаil.com',
  'wa.me/233241234567',
  'https://t.me/amab',
  'add me on snap',
  'find me on instagram: ama.boateng',
  'IG ama_b',
  'telegram @ama_b',
  'www.airbnb.com/rooms/42',
  'booking dot com',
  'hostel world has it for less',
  'hostelworld.com',
  'on expedia it is 40',
  'list it on a g o d a',
  'check jiji',
  'tonaton.com/hostels',
  'spareroom.co.uk/123',
  'vrbo has the same room',
  'h0stelw0rld',
  'zero24 one23 4567',
  'zerotwofour onetwothree fourfivesixseven',
  'ama_b on insta',
  'whatsap me',
  'signal @ama_b',
  '00233 24 123 4567',
  'tel: 024-123-45-67',
  'Airbnb.fr/rooms/9',
  'e x p e d i a',
  'a m a @ g m a i l . c o m',
  'a m a at g m a i l dot c o m',
  'zero two four, one hundred and twenty three, four five six seven',
  'o two four one hundred twenty three forty five sixty seven',
  // In French.
  'zéro six douze trente-quatre cinquante-six soixante-dix-huit',
  'zéro deux quatre un deux trois quatre cinq six sept',
  'mon numéro : 06 12 34 56 78',
  '06.12.34.56.78',
  'appelle-moi au 0 6 1 2 3 4 5 6 7 8',
  'ama arobase example point com',
  'ama [arobase] example [point] fr',
  'écris-moi sur whatsapp',
  'zéro six, cent vingt-trois, quatre cinq six sept',
  'a m a arobase g m a i l point c o m',
  'zéro six, quatre-vingt-dix-huit, soixante et onze, vingt-deux, treize',
  'mon insta : ama_b',
  'réserve sur airbnb plutôt',
];

// Ordinary messages that must reach the other side as written.
const ORDINARY = [
  'GHS 1,500 per semester',
  'The price is ₦250,000 for the year',
  '$45/night',
  'It costs 1 500 000 FCFA for the year',
  'Rent is GHS 1500 - 2000 per month depending on the room',
  'KES 12,000 a month',
  '1,250,000 naira total',
  'We arrive 12/09/2026',
  'From 2026-09-12 to 2026-09-20',
  'from the 3rd to the 28th',
  '12/09/2026 - 15/09/2026 works for us',
  'arriving 12/09 - 15/09',
  'at 14:30',
  'check-in 14:00-22:00',
  'I land at 7am',
  'room 12B',
  'block C, room 204',
  'rooms 101, 102, 103 and 104 are free',
  '2 beds for 3 nights',
  'we are three friends',
  'one or two nights',
  'The 2025/2026 academic year',
  'since 2019',
  'Your reservation code is K7M2P9QX',
  'code 2345X678 ok',
  "I'll be at the gate at 5",
  'what about the dot on the map',
  'my booking was confirmed',
  'can I book for next week?',
  'I saw it on booking, is it the same?',
  'Is there WhatsApp coverage?',
  'no signal in room 12',
  'Do you have a spare room for 2 weeks?',
  'Bonjour, je voudrais réserver une chambre pour deux personnes.',
  'Nous sommes trois étudiantes, du 3 au 28 septembre.',
  'Le loyer est de 150 000 FCFA par mois.',
  "J'arrive à 14h30, c'est possible ?",
  'La chambre 204 est-elle libre ?',
  'un ou deux lits, merci',
  'Hello, is the room still available?',
  'The chat.me page',
  'Map: https://maps.example.org/place/123',
  'See https://www.google.com/maps/@5.6037,-0.1870,17z',
  'Line one\nLine two',
  'I will pay via mobile money after confirmation',
  'Is breakfast included? What time is checkout?',
  'Thanks! See you on the 12th at 10:00.',
  'We need 4 beds, 2 rooms, for 6 nights from 1 Sept.',
  'The bus takes 45 minutes, 2 changes.',
  'about 3.5 km from campus',
  'My student ID card expires in 2027',
  'Can we split it 50/50?',
  'room 3, floor 2, bed 1',
  'ok, 7 days then',
  'Is the 1st or 2nd floor quieter?',
  'Price per night: 120 cedis, 3 nights = 360 cedis',
  'deposit of $100 and $300 monthly',
  'I was at home. Come at 5 if you can.',
  'one of my friends arrives at nine',
  'My mum will pay, is that OK?',
  'La chambre double est à 80 euros la nuit.',
  'Vingt-deux ans, étudiante en droit.',
  "Oh, that's great news!",
  'I need a double room for two nights',
  'Wi-Fi password please?',
  'no signal 4G here',
  'The room is 24 m², on the 3rd floor',
  'Bus 37 then bus 102',
  'Is 7 a good time?',
  'We are 2 girls, 19 and 20 years old',
  'one hundred and twenty cedis a night, two hundred for a double',
  'Deux cent cinquante euros par mois, charges comprises.',
  'Blocks A, B and C are full; try block D at 5.',
  'Plan B . Come at 9 or at 10',
  'I can pay 1 500 or 2 000 cedis, a hundred more at most',
];

describe('contact details detector', () => {
  test('every attempt in the corpus is masked; every ordinary message passes untouched', () => {
    const missed = ATTEMPTS.filter((text) => !hasContactDetails(text));
    const flagged = ORDINARY.filter((text) => maskContactDetails(text) !== text);
    const percent = (n: number, of: number) => `${n}/${of} (${Math.round((n / of) * 100)}%)`;
    console.log(
      `contact detector: recall ${percent(ATTEMPTS.length - missed.length, ATTEMPTS.length)}, ` +
        `false positives ${percent(flagged.length, ORDINARY.length)}`,
    );
    assert.ok(ATTEMPTS.length >= 60 && ORDINARY.length >= 60);
    assert.deepEqual(missed, [], 'attempts that got through');
    assert.deepEqual(flagged, [], 'ordinary messages that were masked');
    for (const text of ORDINARY) assert.equal(hasContactDetails(text), false, text);
  });

  test('the text outside what is masked is kept as written, not as folded', () => {
    assert.equal(
      maskContactDetails('Call ＯＮＥ day: 024 123 4567, Thanks!'),
      `Call ＯＮＥ day: ${H}, Thanks!`,
    );
    assert.equal(maskContactDetails('Café «Ünïcödé» → ama@example.com ✓'), `Café «Ünïcödé» → ${H} ✓`);
    assert.equal(maskContactDetails('ＡＭＡ at 0\u200b2\u200b4 1 2 3 4 5 6 7 ok'), `ＡＭＡ at ${H} ok`);
    assert.equal(maskContactDetails('écris à ama @ exemple . fr stp'), `écris à ${H} stp`);
    assert.equal(maskContactDetails('📞 ０２４ １２３ ４５６７ 😊'), `📞 ${H} 😊`);
  });

  test('replacements next to each other become one; ones with words between stay apart', () => {
    assert.equal(maskContactDetails('024 123 4567 / ama@example.com, t.me/ama'), H);
    assert.equal(maskContactDetails('call 024 123 4567 or mail ama@example.com'), `call ${H} or mail ${H}`);
    assert.equal(maskContactDetails('whatsapp: 024 123 4567'), H);
  });

  test('a number split across the same sender’s messages is masked where it ends', () => {
    assert.equal(maskContactDetails('4567', ['024 123']), H);
    assert.equal(maskContactDetails('4567 thanks', ['hi', 'my number is 024', '123']), `${H} thanks`);
    assert.equal(maskContactDetails('one two three four', ['zero two four']), H);
    assert.equal(hasContactDetails('4567', ['024 123']), true);
    // Three ways, and a stray digit before: no earlier message showed the number as a whole.
    assert.equal(maskContactDetails('4567', ['024', '123']), H);
    assert.equal(maskContactDetails('4567 ok', ['call me', '024', '123']), `${H} ok`);
    assert.equal(maskContactDetails('4567', ['Hello 0', '024 123']), H);
    assert.equal(maskContactDetails('4567', ['Hello 0', '024', '123']), H);
    assert.equal(maskContactDetails('4567', ['024 123 4567', '024 123']), H);
    assert.equal(maskContactDetails('4567', ['zero two four', 'one two three']), H);
    // Not a number: a date, a count after a price, words between, a number already whole.
    assert.equal(maskContactDetails('2026 works', ['we come on 12/09']), '2026 works');
    assert.equal(maskContactDetails('2 nights', ['room 204']), '2 nights');
    assert.equal(maskContactDetails('and 4567', ['024 123 ok']), 'and 4567');
    assert.equal(maskContactDetails('4567', ['hello']), '4567');
    assert.equal(maskContactDetails('3 nights', ['024 123 4567']), '3 nights');
    assert.equal(maskContactDetails('3 nights', ['hi', '024 123 4567']), '3 nights');
    assert.equal(maskContactDetails('2 beds', ['call 024 123 4567 or 024 765 4321']), '2 beds');
    assert.equal(maskContactDetails('4567', []), '4567');
  });

  test('a message of the longest length with adversarial patterns completes', () => {
    for (const unit of [
      `${'1'.repeat(40)}b `,
      'zerozeroonezerox ',
      '1 ',
      'a@',
      '@a',
      'a.',
      'a at ',
      'o1',
      'x1',
      ' - ',
      'whatsapp ',
      'a i r b ',
      '(',
      'dot ',
    ]) {
      const text = unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000);
      assert.equal(typeof maskContactDetails(text, [text.slice(0, 200)]), 'string');
    }
  });
});
