import { Anchor } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/gi;

export interface MessageTextProps {
  text: string;
}

/**
 * A message's text with its line breaks (white-space: pre-wrap) and its web links clickable. Only
 * http(s) links become anchors, opened in a new tab without the opener or a referrer.
 */
export function MessageText({ text }: MessageTextProps) {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    parts.push(text.slice(last, match.index));
    parts.push({ href: match[0] });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <Anchor
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            inherit
            underline="always"
          >
            {part.href}
          </Anchor>
        ),
      )}
    </span>
  );
}
