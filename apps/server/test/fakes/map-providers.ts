import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Local stand-ins for the map providers, speaking their documented protocols on loopback: a
 * Nominatim search (`/search?format=jsonv2`), an OSRM route (`/route/v1/driving/{lon},{lat};…`)
 * and a tile server (`/tiles/{z}/{x}/{y}.png`). Used by the API tests and the browser tests.
 */

/** An address the fake geocoder knows. `failStatus`: asking for it answers that status instead. */
export interface KnownPlace {
  street: string;
  postalCode: string;
  city: string;
  lat: number;
  lon: number;
  failStatus?: number;
}

/** Swedish addresses the fake finds; any other is answered with an empty list (not found). */
export const KNOWN_PLACES = {
  stockholm: {
    street: 'Drottninggatan 5',
    postalCode: '111 51',
    city: 'Stockholm',
    lat: 59.331,
    lon: 18.063,
  },
  uppsala: { street: 'Stora Torget 1', postalCode: '753 20', city: 'Uppsala', lat: 59.8586, lon: 17.6389 },
  goteborg: { street: 'Kungsgatan 12', postalCode: '411 19', city: 'Göteborg', lat: 57.7052, lon: 11.9685 },
  // The inspector's day of the phone flow, in Umeå.
  umeaStorgatan: { street: 'Storgatan 12', postalCode: '903 25', city: 'Umeå', lat: 63.8258, lon: 20.263 },
  umeaKungsgatan: { street: 'Kungsgatan 7', postalCode: '903 26', city: 'Umeå', lat: 63.8284, lon: 20.2556 },
  // The demo firm's planned visits (modules/seed/demo-plans.ts): whichever weekday a browser test
  // runs on, the visits the demo has that day stand between the test's own on the day list, and
  // each must be found for the drives between them to show.
  umeaTallbacksvagen4: {
    street: 'Tallbacksvägen 4',
    postalCode: '907 37',
    city: 'Umeå',
    lat: 63.8302,
    lon: 20.3216,
  },
  umeaTallbacksvagen6: {
    street: 'Tallbacksvägen 6',
    postalCode: '907 37',
    city: 'Umeå',
    lat: 63.8305,
    lon: 20.3224,
  },
  umeaStorgatan45: { street: 'Storgatan 45', postalCode: '903 26', city: 'Umeå', lat: 63.8262, lon: 20.2718 },
  umeaRadhusesplanaden: {
    street: 'Rådhusesplanaden 10',
    postalCode: '903 28',
    city: 'Umeå',
    lat: 63.8254,
    lon: 20.2609,
  },
  luleaAlgvagen1: { street: 'Älgvägen 1', postalCode: '974 33', city: 'Luleå', lat: 65.6131, lon: 22.0857 },
  luleaAlgvagen3: { street: 'Älgvägen 3', postalCode: '974 33', city: 'Luleå', lat: 65.6134, lon: 22.0864 },
  skelleftea: {
    street: 'Kanalgatan 20',
    postalCode: '931 31',
    city: 'Skellefteå',
    lat: 64.7507,
    lon: 20.9528,
  },
  sundsvall: { street: 'Bergsgatan 7', postalCode: '852 31', city: 'Sundsvall', lat: 62.3908, lon: 17.3069 },
  ostersund: { street: 'Prästgatan 3', postalCode: '831 30', city: 'Östersund', lat: 63.1792, lon: 14.6357 },
  ornskoldsvik: {
    street: 'Nygatan 5',
    postalCode: '891 33',
    city: 'Örnsköldsvik',
    lat: 63.2909,
    lon: 18.7153,
  },
  // A street the fake geocoder always fails on, for a failure seen in the browser.
  failing: {
    street: 'Trasiga vägen 3',
    postalCode: '123 45',
    city: 'Farsta',
    lat: 59.24,
    lon: 18.09,
    failStatus: 503,
  },
} satisfies Record<string, KnownPlace>;

export interface MapProviderFakes {
  /** The base URLs to configure: GEOCODER_URL, ROUTER_URL and MAP_TILES_URL. */
  geocoderUrl: string;
  routerUrl: string;
  tilesUrl: string;
  /** The environment that points a built server at the fakes. */
  environment: Record<string, string>;
  /** Every geocoder request's query so far. */
  geocoderRequests: URLSearchParams[];
  /** When each geocoder request arrived (`performance.now()`), in order. */
  geocoderRequestTimes: number[];
  /** Every router request's path so far. */
  routerRequests: string[];
  /** Makes every geocoder (or router) request answer this status, or no answer (null), until `undefined`. */
  failGeocoder(status: number | null | undefined): void;
  failRouter(status: number | null | undefined): void;
  close(): Promise<void>;
}

const normalised = (text: string | null) => (text ?? '').toLocaleLowerCase('sv').replace(/\s+/g, ' ').trim();

/** The known place a search names: by street (and city, when given), or in free text by street. */
function placeOf(query: URLSearchParams, places: KnownPlace[]): KnownPlace | undefined {
  const free = query.get('q');
  if (free !== null) return places.find((place) => normalised(free).includes(normalised(place.street)));
  const street = normalised(query.get('street'));
  const city = normalised(query.get('city'));
  return places.find(
    (place) => normalised(place.street) === street && (city === '' || normalised(place.city) === city),
  );
}

/** Metres between two positions along the earth's surface. */
function metresBetween([lon1, lat1]: number[], [lon2, lat2]: number[]): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(radians(lat2! - lat1!) / 2) ** 2 +
    Math.cos(radians(lat1!)) * Math.cos(radians(lat2!)) * Math.sin(radians(lon2! - lon1!) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

/** Roads wind: the fake drives 1.3 times the straight line, at 60 km/h. */
const ROAD_FACTOR = 1.3;
const METRES_PER_SECOND = 60_000 / 3600;

function routeAnswer(coordinates: number[][]) {
  const legs = coordinates.slice(1).map((to, index) => {
    const distance = Math.round(metresBetween(coordinates[index]!, to) * ROAD_FACTOR);
    return {
      distance,
      duration: Math.round(distance / METRES_PER_SECOND),
      steps: [],
      summary: '',
      weight: 0,
    };
  });
  // The line passes a bend between each pair of stops, as a road would.
  const line = coordinates.flatMap((point, index) => {
    const next = coordinates[index + 1];
    if (!next) return [point];
    return [point, [(point[0]! + next[0]!) / 2 + 0.01, (point[1]! + next[1]!) / 2]];
  });
  return {
    code: 'Ok',
    routes: [
      {
        distance: legs.reduce((sum, leg) => sum + leg.distance, 0),
        duration: legs.reduce((sum, leg) => sum + leg.duration, 0),
        weight_name: 'routability',
        legs,
        geometry: { type: 'LineString', coordinates: line },
      },
    ],
    waypoints: coordinates.map((location) => ({ location, name: '', distance: 0 })),
  };
}

/** A 256 × 256 tile: a pale ground with a grid line at its edges, so a map is visibly drawn. */
function tilePng(): Buffer {
  const size = 256;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const edge = x === 0 || y === 0;
      row.set(edge ? [200, 210, 200] : [236, 240, 232], 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** Starts the three fakes on one loopback port. */
export async function startMapProviders(
  places: KnownPlace[] = Object.values(KNOWN_PLACES),
): Promise<MapProviderFakes> {
  const tile = tilePng();
  const geocoderRequests: URLSearchParams[] = [];
  const geocoderRequestTimes: number[] = [];
  const routerRequests: string[] = [];
  let geocoderFailure: number | null | undefined;
  let routerFailure: number | null | undefined;

  // A failure with no status is a connection closed without an answer.
  const failed = (response: ServerResponse, status: number | null) => {
    if (status === null) response.socket?.destroy();
    else sendJson(response, status, { error: 'The fake was told to fail' });
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname === '/search') {
      geocoderRequests.push(url.searchParams);
      geocoderRequestTimes.push(performance.now());
      if (geocoderFailure !== undefined) return failed(response, geocoderFailure);
      if (url.searchParams.get('format') !== 'jsonv2') return sendJson(response, 400, { error: 'format' });
      // Restricted to Sweden: every known place is Swedish, and a search for elsewhere finds nothing.
      if (url.searchParams.get('countrycodes') !== 'se') return sendJson(response, 200, []);
      const place = placeOf(url.searchParams, places);
      if (place?.failStatus) return failed(response, place.failStatus);
      return sendJson(
        response,
        200,
        place
          ? [
              {
                place_id: 1,
                lat: String(place.lat),
                lon: String(place.lon),
                display_name: `${place.street}, ${place.city}, ${place.postalCode}, Sverige`,
              },
            ]
          : [],
      );
    }
    const route = url.pathname.match(/^\/route\/v1\/driving\/(.+)$/);
    if (route) {
      routerRequests.push(url.pathname);
      if (routerFailure !== undefined) return failed(response, routerFailure);
      const coordinates = decodeURIComponent(route[1]!)
        .split(';')
        .map((pair) => pair.split(',').map(Number));
      if (
        coordinates.length < 2 ||
        coordinates.some((pair) => pair.length !== 2 || pair.some(Number.isNaN))
      ) {
        return sendJson(response, 400, { code: 'InvalidQuery', message: 'Query string malformed' });
      }
      return sendJson(response, 200, routeAnswer(coordinates));
    }
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(tile);
      return;
    }
    sendJson(response, 404, { error: 'Not a path of the fake' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tilesUrl = `${base}/tiles/{z}/{x}/{y}.png`;
  return {
    geocoderUrl: base,
    routerUrl: base,
    tilesUrl,
    environment: {
      GEOCODER_URL: base,
      ROUTER_URL: base,
      MAP_TILES_URL: tilesUrl,
      MAP_TILES_ATTRIBUTION: 'Testkarta',
      GEOCODER_MIN_INTERVAL_MS: '0',
    },
    geocoderRequests,
    geocoderRequestTimes,
    routerRequests,
    failGeocoder: (status) => (geocoderFailure = status),
    failRouter: (status) => (routerFailure = status),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
