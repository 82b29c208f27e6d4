import { describe, expect, it } from 'vitest';
import { searchBounds, walkingMinutes } from '../map/geo';
import {
  emptySearch,
  parseBounds,
  parseSearch,
  toSearchParams,
  toSearchVariables,
} from '../search/search-params';

describe('the map area of a search (bounds)', () => {
  it('reads south,west,north,east and writes it back the same', () => {
    const bounds = { south: 5.62, west: -0.21, north: 5.66, east: -0.17 };
    expect(parseBounds('5.62,-0.21,5.66,-0.17')).toEqual(bounds);
    const params = toSearchParams({ ...emptySearch, bounds, view: 'map' });
    expect(params.toString()).toBe('bounds=5.62%2C-0.21%2C5.66%2C-0.17&view=map');
    expect(parseSearch(params)).toMatchObject({ bounds, view: 'map' });
    expect(toSearchVariables({ ...emptySearch, bounds }).filter.bounds).toEqual(bounds);
  });

  it('drops an area the API would refuse instead of sending it', () => {
    for (const value of [
      '',
      '5.62,-0.21,5.66',
      '5.62,-0.21,5.66,-0.17,1',
      '5.66,-0.21,5.62,-0.17', // south above north
      '5.62,-0.21,5.66,-0.21', // no width
      '91,-0.21,95,-0.17',
      '5.62,-181,5.66,-0.17',
      '5.62,,5.66,-0.17',
      'a,b,c,d',
    ])
      expect(parseBounds(value), value).toBeNull();
    expect(parseBounds(null)).toBeNull();
    expect(parseSearch(new URLSearchParams('bounds=1,2,3&view=globe'))).toEqual(emptySearch);
  });

  it('keeps an area across the antimeridian (west above east)', () => {
    expect(parseBounds('-20,170,-10,-170')).toEqual({ south: -20, west: 170, north: -10, east: -170 });
  });
});

describe('a map view as a search area', () => {
  it('rounds to about a metre', () => {
    expect(searchBounds(-0.2100004, 5.6200004, -0.1699996, 5.6599996)).toEqual({
      south: 5.62,
      west: -0.21,
      north: 5.66,
      east: -0.17,
    });
  });

  it('wraps longitudes a panned map gives past 180 and keeps latitudes within the poles', () => {
    expect(searchBounds(175, -95, 190, -10)).toEqual({ south: -90, west: 175, north: -10, east: -170 });
    expect(searchBounds(-370, 0, -350, 1)).toMatchObject({ west: -10, east: 10 });
  });

  it('makes a view wider than the world the whole world', () => {
    expect(searchBounds(-400, -80, 300, 80)).toEqual({ south: -80, west: -180, north: 80, east: 180 });
  });
});

describe('the walk to a university', () => {
  it('is estimated from the straight line: 1.3 times as long, at 5 km/h', () => {
    expect(walkingMinutes(1000)).toBe(16); // 1.3 km at 83.3 m a minute: 15.6
    expect(walkingMinutes(443)).toBe(7);
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(5000)).toBe(78);
  });
});
