import type { MessageGroup } from './message.ts';

/** The map dialog's lookups: the geocoder's and the router's answers. */
export const mapMessages = {
  addressEmpty: {
    sv: 'Adressen saknar gatuadress, postnummer och ort',
    en: 'The address has no street, postal code or city',
  },
  addressNotFound: {
    sv: 'Adressen hittades inte på kartan',
    en: 'The address was not found on the map',
  },
  stopNotFound: {
    sv: 'Stopp {stop} av resan hittades inte på kartan',
    en: 'Stop {stop} of the route was not found on the map',
  },
  routeNotFound: {
    sv: 'Det finns ingen bilväg mellan platserna',
    en: 'There is no driving route between the places',
  },
  geocodingOff: {
    sv: 'Adressökning på kartan är inte inställd för tjänsten',
    en: 'Looking up addresses on the map is not set up for the service',
  },
  routingOff: {
    sv: 'Vägbeskrivningar är inte inställda för tjänsten',
    en: 'Driving directions are not set up for the service',
  },
  geocoderFailed: {
    sv: 'Karttjänsten kunde inte söka upp adressen (svar: {status})',
    en: 'The map service could not look up the address (answer: {status})',
  },
  routerFailed: {
    sv: 'Karttjänsten kunde inte beräkna vägbeskrivningen (svar: {status})',
    en: 'The map service could not work out the driving directions (answer: {status})',
  },
  noAnswer: { sv: 'inget svar', en: 'no answer' },
} as const satisfies MessageGroup;
