import assert from 'node:assert/strict';
import { test } from 'vitest';
import { checkApiClient, FieldRules, isApiToken, normalizeOrigin } from '../index.js';

test('an origin is a scheme and host with an optional port, nothing more', () => {
  assert.equal(normalizeOrigin(' https://Housing.Example.edu/ '), 'https://housing.example.edu');
  assert.equal(normalizeOrigin('http://localhost:3000'), 'http://localhost:3000');
  for (const bad of [
    'housing.example.edu',
    'ftp://a.example',
    'https://a.example/path',
    'https://u:p@a.example',
    '*',
  ]) {
    assert.equal(normalizeOrigin(bad), null, bad);
  }
});

test('a client needs a name and a known scope; origins are cleaned and de-duplicated', () => {
  const rules = new FieldRules();
  const fields = checkApiClient(rules, {
    name: '  Sync ',
    scopes: ['LISTINGS_READ', 'LISTINGS_READ'],
    allowedOrigins: ['https://a.example/', 'https://a.example', ''],
  });
  assert.deepEqual(rules.errors, {});
  assert.deepEqual(fields, {
    name: 'Sync',
    scopes: ['LISTINGS_READ'],
    allowedOrigins: ['https://a.example'],
  });

  const bad = new FieldRules();
  checkApiClient(bad, { name: '', scopes: ['EVERYTHING'], allowedOrigins: ['nope'] });
  assert.deepEqual(Object.keys(bad.errors).sort(), ['allowedOrigins.0', 'name', 'scopes']);
  assert.equal(bad.errors.scopes, 'Unknown scope.');
});

test('API tokens are told from Firebase ID tokens by their prefix', () => {
  assert.equal(isApiToken('hst_abc'), true);
  assert.equal(isApiToken('eyJhbGciOiJSUzI1NiJ9.x.y'), false);
});
