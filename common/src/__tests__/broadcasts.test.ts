import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { BROADCAST_LIMITS, checkBroadcast, checkBroadcastTime, FieldRules, isAppPath } from '../index.js';

describe('broadcast rules', () => {
  test('a title, a message and an optional link of this site; texts come back trimmed, an empty link is none', () => {
    const rules = new FieldRules();
    const texts = checkBroadcast(rules, {
      title: '  Exam week ',
      body: ' Study rooms open late. ',
      link: '  ',
    });
    assert.deepEqual(rules.errors, {});
    assert.deepEqual(texts, { title: 'Exam week', body: 'Study rooms open late.', link: null });

    const bad = new FieldRules();
    checkBroadcast(bad, {
      title: 'Hi',
      body: 'x'.repeat(BROADCAST_LIMITS.body.max + 1),
      link: '//evil.example',
    });
    assert.deepEqual(Object.keys(bad.errors).sort(), ['body', 'link', 'title']);
  });

  test('links stay on the site', () => {
    assert.equal(isAppPath('/students/search?city=Accra'), true);
    for (const link of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '/a b', '/\\evil'])
      assert.equal(isAppPath(link), false, link);
  });

  test('a time is now (none), or ahead and at most 90 days away', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
    const errorsAt = (sendAt: Date | null) => {
      const rules = new FieldRules();
      checkBroadcastTime(rules, sendAt, now);
      return rules.errors.sendAt ?? null;
    };
    assert.equal(errorsAt(null), null);
    assert.equal(errorsAt(at(2)), null);
    assert.match(errorsAt(at(-2))!, /in the future/);
    assert.match(errorsAt(at(24 * 91))!, /at most 90 days/);
    assert.match(errorsAt(new Date('nope'))!, /valid time/);
  });
});
