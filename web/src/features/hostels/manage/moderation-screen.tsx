import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconChecklist, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { PageFrame } from '../../../components/page-frame';
import { QueryState } from '../../../components/query-state';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { appendPage, LoadMore } from '../load-more';
import { ModerationHostelQuery, ModerationPublishedQuery, ModerationQueueQuery } from '../api/moderation';
import { ModerationCard } from './moderation-card';

const PAGE_SIZE = 20;

function ReviewQueue() {
  const { data, loading, error, refetch, fetchMore } = useQuery(ModerationQueueQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryState
      loading={loading}
      error={error}
      data={data?.moderationQueue}
      onRetry={() => void refetch()}
      isEmpty={(queue) => queue.edges.length === 0}
      empty={
        <EmptyState icon={<IconChecklist size={28} />} title="Nothing to review">
          Listings that owners submit appear here, oldest first.
        </EmptyState>
      }
    >
      {(queue) => (
        <Stack gap="sm">
          <Text c="dimmed">{queue.totalCount} waiting for review</Text>
          {queue.edges.map(({ node }) => (
            <ModerationCard key={node.id} hostel={node} onDecided={() => void refetch()} />
          ))}
          <LoadMore
            pageInfo={queue.pageInfo}
            onLoad={(after) =>
              fetchMore({ variables: { after }, updateQuery: appendPage('moderationQueue') })
            }
          />
        </Stack>
      )}
    </QueryState>
  );
}

function PublishedHostels() {
  const [city, setCity] = useState('');
  const [applied, setApplied] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(ModerationPublishedQuery, {
    variables: { first: PAGE_SIZE, filter: applied ? { city: applied } : null },
  });
  const [findId, setFindId] = useState('');
  const [find, found] = useLazyQuery(ModerationHostelQuery);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(city.trim());
  };
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" component="form" onSubmit={search}>
        <TextInput label="City" value={city} onChange={(e) => setCity(e.currentTarget.value)} />
        <Button type="submit" variant="default" leftSection={<IconSearch size={16} />}>
          Filter
        </Button>
      </Group>
      <Group
        align="flex-end"
        gap="sm"
        component="form"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (findId.trim()) void find({ variables: { id: findId.trim() } });
        }}
      >
        <TextInput
          label="Open any listing by id"
          description="For suspended listings, which search does not show."
          value={findId}
          onChange={(e) => setFindId(e.currentTarget.value)}
          w={{ base: '100%', sm: 380 }}
        />
        <Button type="submit" variant="default">
          Open
        </Button>
      </Group>
      {found.error && <Text c="red">{summarizeServerError(found.error).message}</Text>}
      {found.data && <ModerationCard hostel={found.data.hostel} />}
      <QueryState
        loading={loading}
        error={error}
        data={data?.hostels}
        onRetry={() => void refetch()}
        isEmpty={(list) => list.edges.length === 0}
        empty={<Text c="dimmed">No published hostels{applied ? ` in ${applied}` : ''}.</Text>}
      >
        {(list) => (
          <Stack gap="sm">
            {list.edges.map(({ node }) => (
              <ModerationCard key={node.id} hostel={node} />
            ))}
            <LoadMore
              pageInfo={list.pageInfo}
              onLoad={(after) => fetchMore({ variables: { after }, updateQuery: appendPage('hostels') })}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** `/admin/listing`: the review queue, and suspend or reinstate published hostels. */
export function ModerationScreen() {
  return (
    <PageFrame title="Listings" description="Review submitted listings; suspend or reinstate published ones.">
      <Tabs defaultValue="queue" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="queue">Review queue</Tabs.Tab>
          <Tabs.Tab value="published">Published</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="queue">
          <ReviewQueue />
        </Tabs.Panel>
        <Tabs.Panel value="published">
          <PublishedHostels />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
