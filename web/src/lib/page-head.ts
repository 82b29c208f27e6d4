import { useEffect } from 'react';
import { SITE_DESCRIPTION } from '../config/site';

// The <head> of the screen on show: title, meta description and canonical link. The web server
// writes the head of the page it first sends (with Open Graph and JSON-LD for hostels, marked
// data-server-head); once the app shows another page, those extra tags describe the wrong one.

export interface PageHead {
  title: string;
  description?: string;
  /** A path (or URL) of this page's canonical address. */
  canonical?: string;
}

const SERVER_MARK = 'data-server-head';
const firstCanonical =
  typeof document === 'undefined'
    ? null
    : (document.querySelector(`link[rel="canonical"][${SERVER_MARK}]`)?.getAttribute('href') ?? null);

const pathOf = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
};

function headElement<K extends 'meta' | 'link'>(tag: K, selector: string, create: (el: HTMLElement) => void) {
  let element = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (!element) {
    element = document.createElement(tag);
    create(element);
    document.head.append(element);
  }
  return element;
}

const dropServerTags = () => {
  for (const element of document.head.querySelectorAll(`[${SERVER_MARK}]:not(link[rel="canonical"])`))
    element.remove();
};
// Leaving the server's page drops its tags a moment later, unless a screen showing that same page
// mounts at once (React mounts a screen twice in development; a remount keeps the page).
let pendingDrop: ReturnType<typeof setTimeout> | undefined;

function apply(head: PageHead | null) {
  clearTimeout(pendingDrop);
  document.title = head?.title ?? document.title;
  headElement('meta', 'meta[name="description"]', (el) =>
    el.setAttribute('name', 'description'),
  ).setAttribute('content', head?.description ?? SITE_DESCRIPTION);
  const canonical = head?.canonical ? new URL(head.canonical, window.location.origin).href : null;
  if (canonical) {
    headElement('link', 'link[rel="canonical"]', (el) => el.setAttribute('rel', 'canonical')).setAttribute(
      'href',
      canonical,
    );
  } else {
    document.head.querySelector('link[rel="canonical"]')?.remove();
  }
  const serverPage =
    canonical !== null && firstCanonical !== null && pathOf(canonical) === pathOf(firstCanonical);
  if (!head) pendingDrop = setTimeout(dropServerTags);
  else if (!serverPage) dropServerTags();
}

/** Sets the screen's head while it is shown; `null` leaves the head alone (e.g. while loading). */
export function usePageHead(head: PageHead | null): void {
  const { title, description, canonical } = head ?? {};
  useEffect(() => {
    if (title === undefined) return;
    apply({ title, description, canonical });
    // Leaving: the next screen may not set a description or canonical of its own.
    return () => apply(null);
  }, [title, description, canonical]);
}
