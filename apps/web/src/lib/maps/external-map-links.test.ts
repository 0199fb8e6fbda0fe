import { describe, expect, it } from 'vitest';
import { externalMapLink } from './external-map-links';

const address = { text: 'Drottninggatan 5, 111 51 Stockholm' };

describe('links to the map apps', () => {
  it('hand each app the address for driving directions', () => {
    expect(externalMapLink('google', address)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Drottninggatan+5%2C+111+51+Stockholm&travelmode=driving',
    );
    expect(externalMapLink('apple', address)).toBe(
      'https://maps.apple.com/?daddr=Drottninggatan+5%2C+111+51+Stockholm&dirflg=d',
    );
    expect(externalMapLink('waze', address)).toBe(
      'https://waze.com/ul?q=Drottninggatan+5%2C+111+51+Stockholm&navigate=yes',
    );
  });

  it('hand over a position where there is no address', () => {
    const position = { position: { lat: 59.331, lon: 18.063 } };
    expect(externalMapLink('google', position)).toContain('destination=59.331%2C18.063');
    expect(externalMapLink('waze', position)).toBe('https://waze.com/ul?ll=59.331%2C18.063&navigate=yes');
  });
});
