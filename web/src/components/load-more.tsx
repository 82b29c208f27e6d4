import { Button, Center } from '@mantine/core';
import { useState } from 'react';

interface Connection {
  edges: unknown[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
}

export interface LoadMoreProps {
  pageInfo: Connection['pageInfo'];
  label?: string;
  onLoad: (after: string) => Promise<unknown>;
}

/** "Load more" under a cursor-paginated list; hidden on the last page. */
export function LoadMore({ pageInfo, label = 'Load more', onLoad }: LoadMoreProps) {
  const [loading, setLoading] = useState(false);
  const after = pageInfo.endCursor;
  if (!pageInfo.hasNextPage || !after) return null;
  const load = async () => {
    setLoading(true);
    try {
      await onLoad(after);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Center>
      <Button variant="default" loading={loading} onClick={() => void load()}>
        {label}
      </Button>
    </Center>
  );
}
