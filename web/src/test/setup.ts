import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* waits for screens whose lazy modules vitest transforms on first import: on a busy
// machine that alone passed testing-library's 1 s default. A ceiling on waiting, not a speed test.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; Mantine reads it for the colour scheme and responsive hooks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no ResizeObserver either; Mantine's ScrollArea (under its Table, for one) uses it.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens for web fonts loading.
if (typeof document !== 'undefined' && !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

// jsdom does not scroll; screens call scrollIntoView to bring a field with an error into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

// jsdom lays nothing out, so nothing ever scrolls into view: an IntersectionObserver that never
// reports (below-the-fold sections such as a hostel's reviews stay unloaded, as off screen).
if (typeof window !== 'undefined' && !window.IntersectionObserver) {
  window.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
