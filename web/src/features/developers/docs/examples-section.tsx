// The same call and the same signature check in the languages integrators start from.
import { Code, Stack, Text, Title } from '@mantine/core';
import { API_TOKEN_PREFIX } from '@hostel/common';
import { DocSection } from './doc-section';

const QUERY = '{ ownerReservations(first: 20, status: PENDING) { edges { node { id code checkIn } } } }';

const EXAMPLES: [string, string][] = [
  [
    'curl',
    `curl -sS https://YOUR-HOST/graphql \\
  -H 'Content-Type: application/json' \\
  -H "Authorization: Bearer $HOSTEL_TOKEN" \\
  -d '{"query":"${QUERY}"}'`,
  ],
  [
    'JavaScript (fetch)',
    `const res = await fetch('https://YOUR-HOST/graphql', {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Authorization: \`Bearer \${process.env.HOSTEL_TOKEN}\`, // ${API_TOKEN_PREFIX}…
  },
  body: JSON.stringify({ query: '${QUERY}' }),
});
if (res.status === 429) await sleep(Number(res.headers.get('Retry-After')) * 1000);
const { data, errors, extensions } = await res.json();
console.log(extensions.cost.throttleStatus.currentlyAvailable);`,
  ],
  [
    'Python (requests)',
    `import os, requests

res = requests.post(
    "https://YOUR-HOST/graphql",
    json={"query": "${QUERY}"},
    headers={"Authorization": f"Bearer {os.environ['HOSTEL_TOKEN']}"},
    timeout=30,
)
body = res.json()
if res.status_code == 429:
    print("retry in", res.headers["Retry-After"], "s")
print(body.get("data"), body["extensions"]["cost"]["throttleStatus"])`,
  ],
  [
    'Verifying a webhook in Python (Flask)',
    `import hashlib, hmac, os, time
from flask import Flask, request

app = Flask(__name__)
SECRET = os.environ["HOSTEL_WEBHOOK_SECRET"].encode()

@app.post("/hostel-webhooks")
def hostel_webhook():
    body = request.get_data()  # the raw bytes: the signature covers them
    timestamp = request.headers.get("X-Hostel-Timestamp", "")
    expected = hmac.new(SECRET, timestamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    # One signature per valid secret, comma-separated (two while a rotated secret overlaps).
    signatures = request.headers.get("X-Hostel-Signature", "").split(",")
    fresh = timestamp.isdigit() and abs(time.time() - int(timestamp)) < 300
    if not (fresh and any(hmac.compare_digest(s, expected) for s in signatures)):
        return "", 401
    handle(request.headers["X-Hostel-Delivery"], request.get_json())
    return "", 200`,
  ],
];

export function ExamplesSection() {
  return (
    <DocSection id="examples" title="Examples">
      <Text>
        A query with a token (scope <Code>reservations:read</Code>), reading the cost it reports; the webhook
        check in JavaScript is under Events and webhooks above.
      </Text>
      {EXAMPLES.map(([language, code]) => (
        <Stack key={language} gap={4}>
          <Title order={3} fz="md">
            {language}
          </Title>
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {code}
          </Code>
        </Stack>
      ))}
    </DocSection>
  );
}
