import tzLookup from '@photostructure/tz-lookup';
import { isTimeZone } from '@hostel/common';

/**
 * The IANA time zone at a point, offline (tz-lookup's compact map of the zones' borders, about
 * 70 kB, loaded with the listing flow only); null for a point off the map or a zone this browser
 * does not know.
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  try {
    const zone = tzLookup(latitude, longitude);
    // Open sea answers Etc/GMT±n, which no hostel is in and the list does not offer.
    return isTimeZone(zone) && !zone.startsWith('Etc/') ? zone : null;
  } catch {
    return null;
  }
}
