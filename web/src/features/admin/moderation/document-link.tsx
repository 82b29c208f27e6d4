import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { summarizeServerError } from '../../../lib/graphql-errors';
import { graphqlRequest } from '../../../lib/graphql-request';
import { ModerationDocumentQuery } from '../api/moderation';

export interface DocumentLinkProps {
  fileId: string;
  /** The link the page was loaded with (used as is by "open in new tab" and "copy link"). */
  href: string;
  children: ReactNode;
}

/**
 * A link to a private document. The API signs document links for a few minutes only, so a click
 * asks for a fresh link first and then follows it; the file comes as a download and the page stays.
 */
export function DocumentLink({ fileId, href, children }: DocumentLinkProps) {
  const [opening, setOpening] = useState(false);

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (opening) return;
    setOpening(true);
    try {
      const { file } = await graphqlRequest(ModerationDocumentQuery, { id: fileId });
      if (file) window.location.assign(file.url);
    } catch (error) {
      notifications.show({
        closeButtonProps: { 'aria-label': 'Close notification' },
        color: 'red',
        title: 'The document could not be opened',
        message: summarizeServerError(error).message,
      });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Anchor href={href} size="sm" download onClick={(event) => void open(event)} aria-busy={opening}>
      {children}
    </Anchor>
  );
}
