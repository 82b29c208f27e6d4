import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Box, Grid, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FullPageLoader } from '../../components/full-page-loader';
import { PageFrame } from '../../components/page-frame';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { summarizeServerError } from '../../lib/graphql-errors';
import { useOnReconnect } from '../../lib/subscription-events';
import {
  MessagingConversationQuery,
  MessagingConversationsQuery,
  MessagingConversationUpdatedSubscription,
  MessagingStartConversationMutation,
} from './api/documents';
import { ConversationList } from './conversation-list';
import { Thread } from './thread';

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
  const list = useQuery(MessagingConversationsQuery, { fetchPolicy: 'cache-and-network' });
  const selected = useQuery(MessagingConversationQuery, {
    variables: { id: selectedId ?? '' },
    skip: !selectedId,
  });

  // A change to a conversation the list does not hold yet (a new one): fetch the list again; and
  // the list and the open conversation once the socket reconnects (changes may have been missed).
  const { refetch } = list;
  const { refetch: refetchSelected } = selected;
  useOnReconnect(
    useCallback(() => {
      void refetch();
      if (selectedId) void refetchSelected();
    }, [refetch, refetchSelected, selectedId]),
  );
  const known = new Set(list.data?.conversations.edges.map((edge) => edge.node.id));
  useSubscription(MessagingConversationUpdatedSubscription, {
    onData: ({ data }) => {
      const id = data.data?.conversationUpdated.id;
      if (id && !known.has(id)) void refetch();
    },
  });

  const open = (id: string) => void navigate(link(id));
  const thread = selectedId && (
    <QueryState loading={selected.loading} error={selected.error} data={selected.data?.conversation}>
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
      loading={list.loading}
      error={list.error}
      data={list.data?.conversations.edges}
      onRetry={() => void refetch()}
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

  if (!wide)
    return (
      <Box h="calc(100dvh - 190px)" mih={420}>
        {thread || conversations}
      </Box>
    );
  return (
    <Grid gap="md">
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
  const [start, { error }] = useMutation(MessagingStartConversationMutation);
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!hostelId || started.current === hostelId) return;
    started.current = hostelId;
    void start({ variables: { hostelId, reservationId } }).then(({ data }) => {
      if (data)
        void navigate(paths.student.messages({ conversation: data.startConversation.id }), { replace: true });
    });
  }, [hostelId, navigate, reservationId, start]);
  return { starting: Boolean(hostelId) && !error, error };
}

export function StudentMessagesScreen() {
  const { starting, error } = useStartFromHostel();
  return (
    <PageFrame title="Messages" description="Your conversations with hostel owners.">
      {error && (
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
