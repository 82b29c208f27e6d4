// Costs, rate limits and HTTP statuses: every figure comes from @hostel/common's constants, which the
// API's defaults are (developer-docs.test.ts on the API side, limits-section.test.tsx here).
import { Code, List, Text } from '@mantine/core';
import { COST_EXAMPLE, DEFAULT_SETTINGS, PAGE_SIZE, QUERY_COST_LIMITS, LISTING_LIMITS } from '@hostel/common';
import { DocSection } from './doc-section';

const n = (value: number) => value.toLocaleString('en-US');
const { maximum, bucketMaximum, restoreRate } = QUERY_COST_LIMITS;

export function LimitsSection() {
  const first = PAGE_SIZE.max;
  return (
    <DocSection id="limits" title="Costs and rate limits">
      <Text>
        Each operation’s cost is estimated before it runs. A scalar or enum field costs 0 and an object 1, so{' '}
        <Code>{'{ id }'}</Code> and <Code>{'{ id name }'}</Code> cost the same. A list of objects counts once
        per item it can hold: a connection is 1, plus its edges times its <Code>first</Code> or{' '}
        <Code>last</Code> ({PAGE_SIZE.default} without either), each edge 1 and its node 1 plus what is
        selected in it; any other list counts at the bound its description states (a hostel’s{' '}
        <Code>roomTypes</Code> {LISTING_LIMITS.roomTypesMax}, its <Code>photos</Code>{' '}
        {LISTING_LIMITS.photosMax}). So lists inside a page multiply:
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {COST_EXAMPLE.query(first)}
      </Code>
      <Text>
        costs 1 + {first} × (1 + 1 + {LISTING_LIMITS.roomTypesMax} + {LISTING_LIMITS.photosMax}) ={' '}
        {n(COST_EXAMPLE.cost(first))}, over the maximum of {n(maximum)} per operation: ask{' '}
        <Code>first: {COST_EXAMPLE.largestFirst()}</Code> or less, or fetch the photos separately. An
        operation over the maximum is refused before it runs with <Code>BAD_USER_INPUT</Code>, HTTP 400 and{' '}
        <Code>extensions.limit: "cost"</Code>.
      </Text>
      <Text>
        Each credential has its own bucket: every API token, and the web session of each user, apart
        (anonymous calls share one per address), so an integration never locks its owner out of the web app. A
        bucket holds {n(bucketMaximum)} points and refills continuously at {n(restoreRate)} a second. The
        estimate is taken when an operation starts and what the answer did not use is given back: the actual
        cost counts the items returned: <Code>{`hostels(first: ${first}) { edges { node { id } } }`}</Code> is
        estimated at {n(1 + first * 2)}; answering 3 hostels it costs 1 + 3 × 2 = 7 and the rest goes back. An
        operation the bucket cannot pay is refused with <Code>RATE_LIMITED</Code>, HTTP 429 and{' '}
        <Code>Retry-After</Code> (seconds until it can). Beside the cost, a credential may send{' '}
        {n(DEFAULT_SETTINGS.requestsPerMinutePerUser)} requests a minute and an address{' '}
        {n(DEFAULT_SETTINGS.requestsPerMinutePerIp)} (defaults an admin may change).
      </Text>
      <Text>Every answer, refusals included, tells where you stand:</Text>
      <List size="sm" spacing={2}>
        <List.Item>
          <Code>extensions.cost</Code>: <Code>requestedQueryCost</Code> (the estimate),{' '}
          <Code>actualQueryCost</Code>, <Code>throttleStatus</Code> (<Code>maximumAvailable</Code>,{' '}
          <Code>currentlyAvailable</Code>, <Code>restoreRate</Code>: what the next operation may spend now)
          and the request windows: <Code>addressLimit</Code>, your address’s, and for a token or a session{' '}
          <Code>requestLimit</Code> (each <Code>limit</Code>, <Code>remaining</Code>, <Code>reset</Code>,{' '}
          <Code>window</Code> in seconds). A refusal by a request count names the window that refused it, with{' '}
          <Code>remaining</Code> 0 and <Code>reset</Code> equal to <Code>Retry-After</Code>. Over WebSocket
          the first answer of each operation carries it, and a refused one on its error’s{' '}
          <Code>extensions</Code>.
        </List.Item>
        <List.Item>
          <Code>RateLimit-Limit</Code>, <Code>RateLimit-Remaining</Code> and <Code>RateLimit-Reset</Code>{' '}
          (seconds): the limit closest to refusing; <Code>RateLimit-Policy</Code> names each, e.g.{' '}
          <Code>
            {`${bucketMaximum};w=${Math.ceil(bucketMaximum / restoreRate)};name="cost", ${DEFAULT_SETTINGS.requestsPerMinutePerUser};w=60;name="requests", ${DEFAULT_SETTINGS.requestsPerMinutePerIp};w=60;name="address"`}
          </Code>
          . The other routes a token reaches (the SDL, the changelog, a CSV export link) carry the same
          headers for the address’s window, <Code>name="address"</Code>.
        </List.Item>
      </List>
      <Text>HTTP statuses carry the same GraphQL error body as a 200 would:</Text>
      <List size="sm" spacing={2}>
        <List.Item>
          401 <Code>UNAUTHENTICATED</Code> with <Code>WWW-Authenticate: Bearer error="invalid_token"</Code>:
          an unknown, expired, rotated or revoked token. Get a new one; retrying will not help.
        </List.Item>
        <List.Item>
          403 <Code>FORBIDDEN</Code>: a browser origin the client does not allow, or a scope the token lacks (
          <Code>extensions.requiredScope</Code>).
        </List.Item>
        <List.Item>
          429 <Code>RATE_LIMITED</Code> with <Code>Retry-After</Code>: wait that many seconds, then retry.
        </List.Item>
      </List>
      <Text>
        To sync without reading everything again, lists of reservations, hostels and reviews take{' '}
        <Code>updatedSince</Code> (items changed at or after that time); for every change, in order, follow
        the events feed below.
      </Text>
    </DocSection>
  );
}
