// The prose of the docs page: what is true of the API today, in the order an integrator needs it.
import { Anchor, Code, List, Table, Text } from '@mantine/core';
import {
  API_SCOPE_DESCRIPTIONS,
  API_SCOPE_NAMES,
  API_SCOPES,
  API_TOKEN_PREFIX,
  IDEMPOTENCY_KEY,
  webhookRetrySchedule,
} from '@hostel/common';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DocSection } from './doc-section';
import { LimitsSection } from './limits-section';
import { ScopeOperations } from './scope-operations';

const block = (text: string) => (
  <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {text}
  </Code>
);

const CURL = `curl https://YOUR-HOST/graphql \\
  -H 'Content-Type: application/json' \\
  -H 'Authorization: Bearer ${API_TOKEN_PREFIX}…' \\
  -d '{"query":"{ ownerReservations(first: 20, status: PENDING) { totalCount edges { node { id code checkIn checkOut } } } }"}'`;

const PAGING = `query Page($after: String) {
  hostels(first: 100, after: $after, filter: { city: "Accra" }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name slug } }
  }
}`;

const ERROR = `{
  "errors": [{
    "message": "This API token lacks the reservations:write scope that acceptReservation needs.",
    "extensions": { "code": "FORBIDDEN", "requiredScope": "reservations:write" }
  }]
}`;

const VERIFY = `import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const app = express();
// The signature covers the raw body: read it as bytes, parse it after checking.
app.post('/hostel-webhooks', express.raw({ type: 'application/json' }), (req, res) => {
  const signature = req.get('X-Hostel-Signature') ?? '';
  const timestamp = req.get('X-Hostel-Timestamp') ?? '';
  const deliveryId = req.get('X-Hostel-Delivery') ?? '';
  const body = req.body.toString('utf8');
  const expected = createHmac('sha256', process.env.HOSTEL_WEBHOOK_SECRET)
    .update(\`\${timestamp}.\${body}\`)
    .digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300; // refuse replays
  // One signature per valid secret, comma-separated (two while a rotated secret overlaps).
  const valid = signature
    .split(',')
    .some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), Buffer.from(expected)));
  if (!valid || !fresh) return res.status(401).end();
  if (alreadyHandled(deliveryId)) return res.status(200).end(); // retries reuse the delivery id
  handle(JSON.parse(body));
  res.status(200).end();
});`;

export function DocsSections() {
  return (
    <>
      <DocSection id="tokens" title="Getting a token">
        <Text>
          Owners and admins create API clients in their developer settings (
          <Anchor component={Link} to={paths.owner.developers()} underline="always">
            owners
          </Anchor>
          ,{' '}
          <Anchor component={Link} to={paths.admin.developers()} underline="always">
            admins
          </Anchor>
          ). A client has a name, scopes and optional allowed browser origins. Its secret token starts with{' '}
          <Code>{API_TOKEN_PREFIX}</Code> and is shown once: we keep only a hash. Rotate it to get a new one
          (the old one stops at once) or revoke the client. A token acts as its owner: an owner’s token
          reaches that owner’s hostels and reservations only, an admin’s works platform-wide, and the same
          object rules as the web app apply. Account, payment and messaging operations are never open to
          tokens.
        </Text>
        {block(CURL)}
        <Text>
          Public queries (<Code>hostels</Code>, <Code>hostel</Code>, <Code>universities</Code>) need no token.
          Any site may call them from the browser (CORS, no cookies). A token with allowed origins is refused
          from other browser origins; server-side calls send no origin.
        </Text>
      </DocSection>

      <DocSection id="scopes" title="Scopes">
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Scope</Table.Th>
                <Table.Th>Allows</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {API_SCOPE_NAMES.map((name) => (
                <Table.Tr key={name}>
                  <Table.Td>
                    <Code>{API_SCOPES[name]}</Code>
                  </Table.Td>
                  <Table.Td>{API_SCOPE_DESCRIPTIONS[name]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm">
          An operation outside the token’s scopes is refused before it runs with <Code>FORBIDDEN</Code> (HTTP
          403) and <Code>extensions.requiredScope</Code>. Each scope allows these operations:
        </Text>
        <ScopeOperations />
      </DocSection>

      <DocSection id="pagination" title="Pagination">
        <Text>
          Lists are Relay connections: pass <Code>first</Code> (1 to 100) and the previous page’s{' '}
          <Code>pageInfo.endCursor</Code> as <Code>after</Code> until <Code>hasNextPage</Code> is false. To
          page backwards from the end, pass <Code>last</Code> (1 to 100) and the page’s{' '}
          <Code>pageInfo.startCursor</Code> as <Code>before</Code> until <Code>hasPreviousPage</Code> is
          false; each page keeps the list’s order. Without either size a page holds 20. Give one direction
          only: <Code>first</Code> with <Code>last</Code>, or <Code>after</Code> with <Code>before</Code>, is
          refused. A cursor belongs to its query: reusing it with another filter or sort is refused.
        </Text>
        {block(PAGING)}
      </DocSection>

      <DocSection id="errors" title="Errors">
        <Text>
          Errors come in <Code>errors[]</Code> with <Code>extensions.code</Code> from one list:
        </Text>
        <List size="sm" spacing={2}>
          <List.Item>
            <Code>UNAUTHENTICATED</Code>: no token where one is needed, or a revoked, rotated or unknown
            token.
          </List.Item>
          <List.Item>
            <Code>FORBIDDEN</Code>: the token’s scopes, its owner’s role or its allowed origins do not allow
            it.
          </List.Item>
          <List.Item>
            <Code>NOT_FOUND</Code>: missing, or not yours (another owner’s reservation looks missing).
          </List.Item>
          <List.Item>
            <Code>BAD_USER_INPUT</Code>: with <Code>extensions.fields</Code>, a message per field.
          </List.Item>
          <List.Item>
            <Code>CONFLICT</Code>, <Code>PAYMENT_FAILED</Code>, <Code>RATE_LIMITED</Code> (with{' '}
            <Code>retryAfter</Code> seconds) and <Code>INTERNAL</Code> (with a <Code>requestId</Code> to
            quote).
          </List.Item>
        </List>
        {block(ERROR)}
        <Text>
          Retrying is safe with an idempotency key: the mutations a token may call that create something (
          <Code>createHostelDraft</Code>, <Code>createWebhookSubscription</Code>,{' '}
          <Code>pingWebhookSubscription</Code>, <Code>rotateWebhookSecret</Code>) take an optional{' '}
          <Code>idempotencyKey</Code> of {IDEMPOTENCY_KEY.minLength} to {IDEMPOTENCY_KEY.maxLength}{' '}
          {IDEMPOTENCY_KEY.characters}. Sent again with the same input, it answers what the first request made
          and creates nothing; with other input it is refused with <Code>CONFLICT</Code>. Keys belong to the
          token’s API client (the web session has its own).
        </Text>
      </DocSection>

      <LimitsSection />

      <DocSection id="events" title="Events feed and webhooks">
        <Text>
          The <Code>events(after, first, types)</Code> query lists domain events (reservation requested,
          accepted, declined, paid, cancelled…; hostel published, changed; review posted) with increasing
          sequence ids, filtered to what you may see. Keep the last id you handled and ask for those after it.
          Webhook subscriptions (scope <Code>webhooks:manage</Code>) push the same events to your HTTPS URL.
          Each delivery is signed: <Code>X-Hostel-Signature</Code> is the hex HMAC-SHA256 of{' '}
          <Code>{'${timestamp}.${body}'}</Code> with your subscription’s secret,{' '}
          <Code>X-Hostel-Timestamp</Code> is the Unix time in seconds and <Code>X-Hostel-Delivery</Code> the
          delivery id (the same on retries). Each body carries <Code>subjectId</Code> and{' '}
          <Code>sequence</Code>, the event’s position among its object’s events (1, 2, 3…). Deliveries are in
          order per object: a reservation’s (or hostel’s, or review’s) next event is not sent until the
          previous one was delivered, so a failing event holds back only its own object’s later events;
          different objects’ events arrive in any order. A delivery fails when your endpoint does not answer
          2xx in time; it is retried after {webhookRetrySchedule()} (about three days in all), then marked
          FAILED and the subscription paused (its owner is told; reactivate it to resume). Delivery is at
          least once: a server stopped mid-send sends again after five minutes, even when you already had it.
          Handle each delivery id once (keep the ids you handled) and answer 2xx to a repeat; keep each
          object’s highest <Code>sequence</Code> and ignore a lower one arriving late. A new subscription gets
          a <Code>PING</Code> delivery at once (another with <Code>pingWebhookSubscription(id)</Code>): signed
          and logged like an event, not in the feed. <Code>rotateWebhookSecret(id)</Code> gives a new secret;
          for 24 hours <Code>X-Hostel-Signature</Code> holds the new and the old signature, comma-separated,
          so accept any match (as below) and switch when you like. Owners and admins can also manage
          subscriptions, read their delivery log and redeliver in{' '}
          <Anchor component={Link} to={paths.owner.webhooks()} underline="always">
            Developer settings → Webhooks
          </Anchor>
          .
        </Text>
        {block(VERIFY)}
      </DocSection>
    </>
  );
}
