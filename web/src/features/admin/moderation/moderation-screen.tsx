import { SEARCH_TEXT_MAX } from '@hostel/common';
import { Button, Group, Tabs, TextInput } from '@mantine/core';
import { IconBan, IconChecklist, IconCircleCheck, IconMessageX, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import type {
  HostelStatus,
  ModerationHostelsQueryQuery,
  ModerationHostelsQueryQueryVariables,
} from '../../../gql/graphql';
import { screenLoader, useScreenData } from '../../../lib/screen-loader';
import { ModerationHostelsQuery } from '../api/moderation';
import { paramsOf, useRouteFilters } from '../../../lib/route-filters';
import { ModerationList } from './moderation-list';

const PAGE_SIZE = 20;

interface ModerationTab {
  /** The `status` of the URL. */
  value: string;
  status: HostelStatus;
  label: string;
  icon: typeof IconChecklist;
  countLabel: string;
  emptyTitle: string;
  emptyText: string;
}

const TABS: ModerationTab[] = [
  {
    value: 'review',
    status: 'PENDING_REVIEW',
    label: 'In review',
    icon: IconChecklist,
    countLabel: 'in review',
    emptyTitle: 'Nothing to review',
    emptyText: 'Listings that owners submit appear here, oldest first.',
  },
  {
    value: 'published',
    status: 'PUBLISHED',
    label: 'Published',
    icon: IconCircleCheck,
    countLabel: 'published',
    emptyTitle: 'No published hostels',
    emptyText: 'Approved listings appear here; suspend one to hide it from students.',
  },
  {
    value: 'suspended',
    status: 'SUSPENDED',
    label: 'Suspended',
    icon: IconBan,
    countLabel: 'suspended',
    emptyTitle: 'No suspended hostels',
    emptyText: 'Hostels you suspend appear here until you reinstate them.',
  },
  {
    value: 'rejected',
    status: 'REJECTED',
    label: 'Rejected',
    icon: IconMessageX,
    countLabel: 'rejected',
    emptyTitle: 'No rejected listings',
    emptyText: 'Rejected listings wait here for their owners to fix and resubmit them.',
  },
];

const tabOf = (params: URLSearchParams) => TABS.find((tab) => tab.value === params.get('status')) ?? TABS[0]!;

/** The first page of the URL's tab and search. */
const variablesOf = (params: URLSearchParams): ModerationHostelsQueryQueryVariables => ({
  first: PAGE_SIZE,
  filter: { status: tabOf(params).status, search: params.get('search')?.trim() || null },
});

export const loader = screenLoader(ModerationHostelsQuery, (args: LoaderFunctionArgs) =>
  variablesOf(paramsOf(args)),
);

/**
 * `/admin/listing?status=suspended&search=...`: listings by status, with the decisions that apply
 * to each. The URL holds the tab and the search, so links are shareable and Back works.
 */
export function ModerationScreen() {
  const [params, setParams] = useSearchParams();
  const { reading } = useRouteFilters();
  const { data, loading, error, retry } = useScreenData<ModerationHostelsQueryQuery>();
  const active = tabOf(params);
  const search = params.get('search')?.trim() ?? '';
  const show = (status: string, text: string) => setParams(text ? { status, search: text } : { status });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget as HTMLFormElement).get('search');
    show(active.value, typeof text === 'string' ? text.trim() : '');
  };

  return (
    <PageFrame
      title="Listings"
      description="Review submitted listings; suspend, reinstate and look up any hostel."
    >
      <Tabs value={active.value} onChange={(value) => value && show(value, search)} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} leftSection={<tab.icon size={16} aria-hidden />}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Group
          component="form"
          role="search"
          aria-label="Search listings"
          onSubmit={submit}
          align="flex-end"
          gap="sm"
          mb="md"
          // A new URL search (Back, a shared link) resets the typed text.
          key={search}
        >
          <TextInput
            name="search"
            label="Hostel name, city, owner email or id"
            placeholder="e.g. Legon, owner@example.com"
            defaultValue={search}
            // The server's limit, so the rule is met before asking.
            maxLength={SEARCH_TEXT_MAX}
            style={{ flex: '1 1 260px' }}
            maw={480}
          />
          <Button type="submit" variant="default" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            {/* The previous tab's (or search's) listings stay, dimmed, until the new ones are read. */}
            <div aria-busy={reading} style={{ opacity: reading ? 0.6 : 1 }}>
              <ModerationList
                list={data?.moderationHostels}
                loading={loading}
                error={error}
                onRetry={retry}
                variables={variablesOf(params)}
                countLabel={tab.countLabel}
                icon={<tab.icon size={28} />}
                emptyTitle={tab.emptyTitle}
                emptyText={tab.emptyText}
              />
            </div>
          </Tabs.Panel>
        ))}
      </Tabs>
    </PageFrame>
  );
}
