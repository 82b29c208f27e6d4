// Reads an iCal feed (ical.js) into the stays it blocks: each event's nights as plain dates (an
// event from the 1st to the 4th holds the nights of the 1st, 2nd and 3rd), recurring events
// expanded, cancelled and "free" (transparent) events left out, and everything clipped to the
// window the sync looks at.
import { addDays } from '@hostel/common';
import ICAL from 'ical.js';
import { FeedProblem } from './fetch-feed.js';

/** This product's count of beds on its events (export.service.ts writes it). */
export const BEDS_PROPERTY = 'x-hostel-beds';
/** More than this in one feed is refused (a feed of 1 MB holds a few thousand). */
export const FEED_MAX_EVENTS = 5000;
/** Occurrences of one recurring event taken at most. */
const MAX_OCCURRENCES = 1000;

export interface FeedEvent {
  /** The event's UID (with the occurrence's date for a recurring one). */
  uid: string;
  checkIn: string;
  checkOut: string;
  /** The beds it says it takes (this product's feeds), else null. */
  beds: number | null;
}

const NOT_ICAL = 'The address did not answer with an iCal calendar (.ics).';

/** The day of an iCal time as it reads where it is (its own zone, or floating). */
const dayOf = (time: ICAL.Time) =>
  `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

/** The nights of [from, to) the feed's events hold; throws FeedProblem for what is not a calendar. */
export function parseFeed(text: string, window: { from: string; to: string }): FeedEvent[] {
  if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedProblem(NOT_ICAL);
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new FeedProblem(`${NOT_ICAL} It could not be read.`);
  }
  const components = calendar.getAllSubcomponents('vevent');
  if (components.length > FEED_MAX_EVENTS)
    throw new FeedProblem(`The feed has more than ${FEED_MAX_EVENTS} events.`);
  const bases: ICAL.Event[] = [];
  const exceptions: ICAL.Component[] = [];
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) exceptions.push(component);
    else bases.push(new ICAL.Event(component));
  }
  // A changed occurrence of a recurring event replaces the rule's one.
  for (const component of exceptions) {
    const uid = component.getFirstPropertyValue('uid');
    bases.find((event) => uid && event.uid === uid)?.relateException(component);
  }

  const events: FeedEvent[] = [];
  const add = (uid: string, start: ICAL.Time, end: ICAL.Time | null, component: ICAL.Component) => {
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transparent =
      String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';
    if (status === 'CANCELLED' || transparent) return;
    const first = dayOf(start);
    // A timed event that ends the day it starts still holds that night.
    const last = end ? dayOf(end) : first;
    const checkIn = first < window.from ? window.from : first;
    const checkOut = [last > first ? last : addDays(first, 1), window.to].sort()[0]!;
    if (checkIn >= checkOut) return;
    const beds = Number(component.getFirstPropertyValue(BEDS_PROPERTY));
    events.push({ uid, checkIn, checkOut, beds: Number.isInteger(beds) && beds > 0 ? beds : null });
  };
  for (const [index, event] of bases.entries()) {
    if (!event.startDate) continue;
    const uid = event.uid || `event-${index + 1}`;
    if (!event.isRecurring()) {
      add(uid, event.startDate, event.endDate, event.component);
      continue;
    }
    const occurrences = event.iterator();
    for (
      let count = 0, next = occurrences.next();
      next && count < MAX_OCCURRENCES;
      next = occurrences.next()
    ) {
      const details = event.getOccurrenceDetails(next);
      if (dayOf(details.startDate) >= window.to) break;
      add(`${uid}/${dayOf(details.startDate)}`, details.startDate, details.endDate, details.item.component);
      count++;
    }
    if (events.length > FEED_MAX_EVENTS)
      throw new FeedProblem(`The feed has more than ${FEED_MAX_EVENTS} events.`);
  }
  return events;
}
