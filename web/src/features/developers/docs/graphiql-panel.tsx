// GraphiQL 5, bundled (never from a CDN), in its own lazy chunk: Monaco and its workers load only
// when someone opens the playground. It uses the schema built from the committed SDL, so it needs
// no introspection, and sends the pasted API token as `Authorization: Bearer <token>`.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { GraphiQL } from 'graphiql';
import type { GraphQLSchema } from 'graphql';
import { useMemo } from 'react';
import classes from './graphiql-panel.module.css';

export interface GraphiqlPanelProps {
  schema: GraphQLSchema;
  token: string;
}

const EXAMPLE = `# Your hostels (scope listings:read). Press the run button or Ctrl-Enter.
query MyHostels {
  myHostels(first: 10) {
    totalCount
    edges {
      node {
        id
        name
        status
      }
    }
  }
}
`;

export function GraphiqlPanel({ schema, token }: GraphiqlPanelProps) {
  const fetcher = useMemo(
    () => async (params: { query: string; variables?: unknown; operationName?: string | null }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token.trim() ? { authorization: `Bearer ${token.trim()}` } : {}),
        },
        body: JSON.stringify(params),
      });
      return response.json();
    },
    [token],
  );
  return (
    <div className={classes.frame}>
      <GraphiQL fetcher={fetcher} schema={schema} initialQuery={EXAMPLE} isHeadersEditorEnabled={false} />
    </div>
  );
}
