import { Alert, Box, Grid, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FullPageLoader } from '../../components/full-page-loader';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import type { MessagingConversationQueryQuery, MessagingConversationsQueryQuery } from '../../gql/graphql';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useSubscriptionEvents } from '../../lib/live-events';
import { screenLoader, type Loaded } from '../../lib/screen-loader';
import { useMutationRequest } from '../../lib/use-request';
import {
  MessagingConversationQuery,
  MessagingConversationsQuery,
  MessagingConversationUpdatedSubscription,
  MessagingStartConversationMutation,
} from './api/documents';
import { ConversationList } from './conversation-list';
import { Thread } from './thread';

const selectedOf = (request: Request) => new URL(request.url).searchParams.get('conversation');
const readList = screenLoader(MessagingConversationsQuery, () => ({}));
const readSelected = screenLoader(MessagingConversationQuery, ({ request }) => ({
  id: selectedOf(request)!,
}));

interface MessagesData {
  list: Loaded<MessagingConversationsQueryQuery>;
  /** The conversation of `?conversation=`, when one is open. */
  selected: Loaded<MessagingConversationQueryQuery> | null;
}

/** The route's loader: the conversations, and the open one (each shows its own failure). */
export async function loader(args: LoaderFunctionArgs): Promise<MessagesData> {
  const [list, selected] = await Promise.all([
    readList(args),
    selectedOf(args.request) ? readSelected(args) : null,
  ]);
  return { list, selected };
}

interface MessagesViewProps {
  link: (conversationId?: string) => string;
  empty: string;
}

/** Desktop: the list beside the open thread. Phone: the list, then the thread full screen. */
function MessagesView({ link, empty }: MessagesViewProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selectedId = params.get('conversation');
  const wide = useMediaQuery('(min-width: 62em)', true);
  const { list, selected } = useLoaderData() as MessagesData;
  const { revalidate, state } = useRevalidator();
  const retry = () => void revalidate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another conversation on its way: the one shown stays, dimmed, until it comes.
  const switching = navigation.state === 'loading' && navigation.location.pathname === pathname;
  // Any change to a conversation (a message, a read, a block; a new conversation) reads the list
  // and the open one again; so does a reconnection (changes may have been missed).
  useSubscriptionEvents(MessagingConversationUpdatedSubscription, revalidate);

  const open = (id: string) => void navigate(link(id));
  const thread = selectedId && (
    <QueryState
      loading={state === 'loading'}
      error={selected?.error}
      data={selected?.data?.conversation}
      onRetry={retry}
    >
      {(conversation) => (
        <Thread
          key={conversation.id}
          conversation={conversation}
          onBack={wide ? undefined : () => void navigate(link())}
        />
      )}
    </QueryState>
  );
  const conversations = (
    <QueryState
      loading={state === 'loading'}
      error={list.error}
      data={list.data?.conversations.edges}
      onRetry={retry}
      isEmpty={(edges) => edges.length === 0}
      empty={
        <EmptyState icon={<IconMessages size={28} />} title="No conversations yet">
          {empty}
        </EmptyState>
      }
    >
      {(edges) => (
        <ConversationList
          conversations={edges.map((edge) => edge.node)}
          selectedId={selectedId}
          onSelect={open}
        />
      )}
    </QueryState>
  );

  const busy = {
    'aria-busy': switching,
    style: { opacity: switching ? 0.6 : 1, transition: 'opacity 150ms' },
  };
  if (!wide)
    return (
      <Box h="calc(100dvh - 190px)" mih={420} {...busy}>
        {thread || conversations}
      </Box>
    );
  return (
    <Grid gap="md" {...busy}>
      <Grid.Col span={4}>
        <Paper withBorder radius="md" p={4} h="calc(100dvh - 220px)" mih={480} style={{ overflowY: 'auto' }}>
          {conversations}
        </Paper>
      </Grid.Col>
      <Grid.Col span={8}>
        <Box h="calc(100dvh - 220px)" mih={480}>
          {thread || (
            <Paper withBorder radius="md" h="100%" p="xl">
              <Text c="dimmed" ta="center">
                Choose a conversation.
              </Text>
            </Paper>
          )}
        </Box>
      </Grid.Col>
    </Grid>
  );
}

/**
 * `?hostel=<id>[&reservation=<id>]` ("Message owner" on a hostel page or a reservation): opens that
 * hostel's conversation, started if new, linked to the reservation.
 */
function useStartFromHostel() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const hostelId = params.get('hostel');
  const reservationId = params.get('reservation');
  // The conversation's screen reads it once opened (the navigation below).
  const [start, { error }] = useMutationRequest(MessagingStartConversationMutation, { revalidate: false });
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!hostelId || started.current === hostelId) return;
    started.current = hostelId;
    start({ hostelId, reservationId }).then(
      (data) =>
        void navigate(paths.student.messages({ conversation: data.startConversation.id }), { replace: true }),
      () => {}, // shown from `error`
    );
  }, [hostelId, navigate, reservationId, start]);
  return { starting: Boolean(hostelId) && !error, error };
}

export function StudentMessagesScreen() {
  const { starting, error } = useStartFromHostel();
  return (
    <PageFrame title="Messages" description="Your conversations with hostel owners.">
      {error != null && (
        <Alert color="red" role="alert">
          {summarizeServerError(error).message}
        </Alert>
      )}
      {starting ? (
        <FullPageLoader />
      ) : (
        <MessagesView
          link={(conversation) => paths.student.messages({ conversation })}
          empty="Ask an owner a question from a hostel’s page; the conversation continues here."
        />
      )}
    </PageFrame>
  );
}

export function OwnerMessagesScreen() {
  return (
    <PageFrame title="Messages" description="Questions and conversations with students.">
      <MessagesView
        link={paths.owner.messages}
        empty="When a student writes about one of your hostels, the conversation appears here."
      />
    </PageFrame>
  );
}
