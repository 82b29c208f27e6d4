import { paths } from '../../../config/paths';

export const LISTING_STEPS = [
  { path: paths.owner.listStep1, label: 'Basics', done: 1 },
  { path: paths.owner.listStep2, label: 'Location', done: 2 },
  { path: paths.owner.listStep3, label: 'Rooms and photos', done: 4 },
  { path: paths.owner.listPrice, label: 'Price', done: 5 },
  { path: paths.owner.listPreview, label: 'Preview and submit', done: 6 },
] as const;

/** A step's URL for one draft: the id in the URL lets the owner resume on another device. */
export const stepUrl = (index: number, hostelId: string) => LISTING_STEPS[index]!.path(hostelId);

/** The first step the owner has not finished (`listingStep` is the furthest step saved). */
export const resumeStep = (listingStep: number) =>
  Math.max(
    0,
    LISTING_STEPS.findIndex((step) => step.done > listingStep),
  );

// Values typed but not saved yet, per draft and step, so going back and forth loses nothing.
const unsaved = new Map<string, unknown>();

export const unsavedValues = <T>(key: string) => unsaved.get(key) as T | undefined;
export const keepUnsaved = (key: string, values: unknown) => void unsaved.set(key, values);
export const forgetUnsaved = (key: string) => void unsaved.delete(key);
