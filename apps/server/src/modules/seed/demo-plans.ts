import type { ContactInputBody } from '@syna/contracts/contacts';
import type { DemoFirmPlan, DemoRemark } from './demo-week.ts';

// The demo firms' weeks. Personnummer are from the test range (serial numbers 980–999, which
// Skatteverket does not give to people), with a valid check digit; organisation numbers are
// made up with a valid check digit. Addresses are in Norrland for the Umeå firm and in Skåne for
// the Malmö one.

const sverige = { country: 'SE' } as const;

const person = (
  firstName: string,
  lastName: string,
  number: string,
  address: string,
  postalCode: string,
  city: string,
  contact: { email?: string; phone: string },
): ContactInputBody => ({
  type: 'person',
  firstName,
  lastName,
  number,
  sex: Number(number.at(-2)) % 2 === 0 ? 'female' : 'male',
  ...contact,
  addresses: { postal: { address, postalCode, city, ...sverige } },
});

const company = (
  companyName: string,
  number: string,
  address: string,
  postalCode: string,
  city: string,
  contact: { email: string; phone: string; web?: string; tags?: string[] },
): ContactInputBody => ({
  type: 'company',
  companyName,
  number,
  ...contact,
  addresses: { postal: { address, postalCode, city, ...sverige } },
});

const GREY = '#7b8a8b';
const BROWN = '#8d6e63';
const BLUE = '#5d7fa3';
const GREEN = '#6b8f5e';

const HOUSE_REMARKS: DemoRemark[] = [
  {
    title: 'Fuktfläck på källarvägg',
    text: 'Förhöjd fuktkvot uppmätt (22 %) vid norra gaveln. Orsaken bör utredas av fuktsakkunnig.',
    category: 'Fukt',
    location: 'Källare',
    photo: { caption: 'Källare, norra gaveln', color: GREY },
  },
  {
    title: 'Sprucken takpanna',
    text: 'Två takpannor spruckna ovanför entrén. Risk för läckage; bör bytas före vintern.',
    category: 'Tak',
    location: 'Yttertak',
    photo: { caption: 'Yttertak ovanför entrén', color: BROWN },
  },
  {
    title: 'Bristfällig ventilation i badrum',
    text: 'Frånluftsdonet ger svagt flöde. Rengör och kontrollera fläkten.',
    category: 'Ventilation',
    location: 'Badrum, övervåning',
  },
];

/** Norrlands Besiktning AB: three inspectors, a full week, three new orders. */
export function northPlan(members: DemoFirmPlan['members']): DemoFirmPlan {
  return {
    tenantId: 'norrbesikt',
    members,
    contacts: {
      karin: person('Karin', 'Lindqvist', '19580314-9821', 'Storgatan 45', '903 26', 'Umeå', {
        email: 'karin.lindqvist@example.se',
        phone: '070-123 45 01',
      }),
      erik: person('Erik', 'Nilsson', '19640722-9811', 'Skolgatan 8', '972 31', 'Luleå', {
        email: 'erik.nilsson@example.se',
        phone: '070-123 45 02',
      }),
      maria: person('Maria', 'Berglund', '19710905-9845', 'Rådhusesplanaden 10', '903 28', 'Umeå', {
        email: 'maria.berglund@example.se',
        phone: '070-123 45 03',
      }),
      johan: person('Johan', 'Sandberg', '19790218-9831', 'Kanalgatan 20', '931 31', 'Skellefteå', {
        email: 'johan.sandberg@example.se',
        phone: '070-123 45 04',
      }),
      elin: person('Elin', 'Forsberg', '19830611-9861', 'Prästgatan 3', '831 30', 'Östersund', {
        email: 'elin.forsberg@example.se',
        phone: '070-123 45 05',
      }),
      anders: person('Anders', 'Holm', '19870430-9858', 'Nygatan 5', '891 33', 'Örnsköldsvik', {
        phone: '070-123 45 06',
      }),
      sara: person('Sara', 'Wikström', '19900117-9887', 'Storgatan 12', '941 31', 'Piteå', {
        email: 'sara.wikstrom@example.se',
        phone: '070-123 45 07',
      }),
      lars: person('Lars', 'Eklund', '19921203-9870', 'Bergsgatan 7', '852 31', 'Sundsvall', {
        email: 'lars.eklund@example.se',
        phone: '070-123 45 08',
      }),
      broker: company('Mäklarhuset Umeå AB', '559871-4201', 'Kungsgatan 50', '903 25', 'Umeå', {
        email: 'info@maklarhuset-umea.example.se',
        phone: '090-12 34 50',
        web: 'maklarhuset-umea.example.se',
        tags: ['mäklare'],
      }),
      brf: company('Brf Tallbacken', '769634-5128', 'Tallbacksvägen 4', '907 37', 'Umeå', {
        email: 'styrelsen@brf-tallbacken.example.se',
        phone: '090-77 88 90',
      }),
      housing: company('Norrbottens Bostäder AB', '556923-4189', 'Smedjegatan 18', '972 33', 'Luleå', {
        email: 'fastighet@norrbottens-bostader.example.se',
        phone: '0920-45 67 00',
        tags: ['ramavtal'],
      }),
      builder: company('Västerbottens Byggservice AB', '559812-3676', 'Verkstadsgatan 2', '904 32', 'Umeå', {
        email: 'kontakt@vb-bygg.example.se',
        phone: '090-14 25 36',
        tags: ['entreprenör'],
      }),
    },
    projects: [
      {
        name: 'Brf Tallbacken – stambyte',
        customer: 'brf',
        inspector: 'admin',
        description: 'Besiktning av badrum och kök efter stambytet, hus för hus.',
        address: { address: 'Tallbacksvägen 4', postalCode: '907 37', city: 'Umeå', ...sverige },
        estates: [
          {
            name: 'Hus A',
            designation: 'Umeå Tallbacken 3:14',
            address: { address: 'Tallbacksvägen 4', postalCode: '907 37', city: 'Umeå', ...sverige },
          },
          {
            name: 'Hus B',
            designation: 'Umeå Tallbacken 3:15',
            address: { address: 'Tallbacksvägen 6', postalCode: '907 37', city: 'Umeå', ...sverige },
          },
        ],
      },
      {
        name: 'Kvarteret Älgen – nyproduktion',
        customer: 'housing',
        inspector: 'owner',
        description: 'Fuktmätning och energideklaration av två nya flerbostadshus.',
        address: { address: 'Älgvägen 1', postalCode: '974 33', city: 'Luleå', ...sverige },
        estates: [
          {
            name: 'Hus 1',
            designation: 'Luleå Älgen 7:2',
            address: { address: 'Älgvägen 1', postalCode: '974 33', city: 'Luleå', ...sverige },
          },
          {
            name: 'Hus 2',
            designation: 'Luleå Älgen 7:3',
            address: { address: 'Älgvägen 3', postalCode: '974 33', city: 'Luleå', ...sverige },
          },
        ],
      },
    ],
    assignments: [
      {
        type: 'Överlåtelsebesiktning',
        status: 'Utförd',
        inspector: 'user',
        workday: -3,
        time: ['09:00', '12:00'],
        customer: 'karin',
        parties: [
          ['erik', 'Köpare'],
          ['broker', 'Mäklare'],
        ],
        address: { address: 'Storgatan 45', postalCode: '903 26', city: 'Umeå', ...sverige },
        description: 'Villa från 1962 med källare och fristående garage.',
        tags: ['villa'],
        objects: [
          {
            name: 'Bostadshus',
            description: 'Enplansvilla med källare, tegelfasad.',
            remarks: HOUSE_REMARKS,
          },
          {
            name: 'Garage',
            remarks: [
              {
                title: 'Rötskada i syll',
                text: 'Syllen är mjuk vid porten. Byt skadat virke.',
                category: 'Konstruktion',
                location: 'Garage, vid porten',
                photo: { caption: 'Garage, syll vid porten', color: GREEN },
              },
            ],
          },
        ],
      },
      {
        type: 'Fuktmätning',
        status: 'Rapporterad',
        inspector: 'admin',
        workday: -2,
        time: ['13:00', '15:00'],
        customer: 'johan',
        address: { address: 'Kanalgatan 20', postalCode: '931 31', city: 'Skellefteå', ...sverige },
        description: 'Fuktmätning i krypgrund efter vattenläcka.',
        objects: [
          {
            name: 'Krypgrund',
            remarks: [
              {
                title: 'Förhöjd fuktkvot i bjälklag',
                text: 'Fuktkvot 19–21 % i bjälkarna under köket. Avfuktare rekommenderas.',
                category: 'Fukt',
                location: 'Krypgrund under kök',
                photo: { caption: 'Krypgrund under kök', color: BLUE },
              },
            ],
          },
        ],
      },
      {
        type: 'Energideklaration',
        status: 'Fakturerad',
        inspector: 'owner',
        workday: -1,
        time: ['10:00', '11:30'],
        customer: 'lars',
        address: { address: 'Bergsgatan 7', postalCode: '852 31', city: 'Sundsvall', ...sverige },
      },
      {
        type: 'Överlåtelsebesiktning',
        status: 'Bokad',
        inspector: 'user',
        workday: 0,
        time: ['13:00', '16:00'],
        customer: 'maria',
        parties: [
          ['sara', 'Köpare'],
          ['broker', 'Mäklare'],
        ],
        address: { address: 'Rådhusesplanaden 10', postalCode: '903 28', city: 'Umeå', ...sverige },
        description: 'Radhus i två plan. Nyckel hämtas hos mäklaren.',
        objects: [
          {
            name: 'Radhus',
            description: 'Besiktningen pågår; anmärkningar skrivs på plats.',
            remarks: [
              {
                title: 'Lös tröskel till balkong',
                text: 'Tröskeln rör sig; kontrollera fästningen.',
                category: 'Snickerier',
                location: 'Vardagsrum',
                photo: { caption: 'Balkongdörr, vardagsrum', color: BROWN },
              },
            ],
          },
        ],
      },
      {
        type: 'Fuktmätning',
        status: 'Bokad',
        inspector: 'user',
        workday: 1,
        time: ['09:00', '11:00'],
        customer: 'elin',
        address: { address: 'Prästgatan 3', postalCode: '831 30', city: 'Östersund', ...sverige },
      },
      {
        type: 'Överlåtelsebesiktning',
        status: 'Avbokad',
        inspector: 'admin',
        workday: 1,
        time: ['13:00', '16:00'],
        customer: 'anders',
        parties: [['broker', 'Mäklare']],
        address: { address: 'Nygatan 5', postalCode: '891 33', city: 'Örnsköldsvik', ...sverige },
      },
      {
        type: 'Överlåtelsebesiktning',
        status: 'Bokad',
        inspector: 'user',
        workday: 2,
        time: ['10:00', '12:00'],
        customer: 'brf',
        address: { address: 'Tallbacksvägen 4', postalCode: '907 37', city: 'Umeå', ...sverige },
        description: 'Badrum och kök i trapphus 1 efter stambytet.',
        estate: ['Brf Tallbacken – stambyte', 'Hus A'],
      },
      {
        type: 'Överlåtelsebesiktning',
        status: 'Ny',
        inspector: 'admin',
        workday: null,
        customer: 'brf',
        address: { address: 'Tallbacksvägen 6', postalCode: '907 37', city: 'Umeå', ...sverige },
        description: 'Hus B besiktas när stambytet där är klart.',
        estate: ['Brf Tallbacken – stambyte', 'Hus B'],
      },
      {
        type: 'Fuktmätning',
        status: 'Bokad',
        inspector: 'owner',
        workday: 3,
        time: ['08:30', '10:30'],
        customer: 'housing',
        parties: [['builder', 'Säljare']],
        address: { address: 'Älgvägen 1', postalCode: '974 33', city: 'Luleå', ...sverige },
        estate: ['Kvarteret Älgen – nyproduktion', 'Hus 1'],
      },
      {
        type: 'Energideklaration',
        status: 'Ny',
        inspector: 'user',
        workday: 5,
        customer: 'housing',
        address: { address: 'Älgvägen 3', postalCode: '974 33', city: 'Luleå', ...sverige },
        estate: ['Kvarteret Älgen – nyproduktion', 'Hus 2'],
      },
    ],
    activities: [
      ...(['admin', 'user'] as const).map((member) => ({
        member,
        workday: 0,
        time: ['07:30', '08:00'] as [string, string],
        name: 'Möte',
        title: 'Veckomöte',
        location: 'Kontoret, Storgatan 12',
        notes: 'Veckans besiktningar och nya beställningar.',
        repeat: 'weekly' as const,
      })),
      {
        member: 'user',
        workday: 0,
        time: ['10:00', '10:30'],
        name: 'Samtal',
        title: 'Ring mäklaren om nyckeln till Rådhusesplanaden',
        reminder: 15,
        assignment: 3,
      },
      {
        member: 'user',
        workday: 1,
        time: ['14:00', '16:00'],
        name: 'Rapport',
        title: 'Skriv protokoll Storgatan 45',
        progress: 50,
        reminder: 30,
        assignment: 0,
      },
      {
        member: 'admin',
        workday: 2,
        time: ['15:00', '16:00'],
        name: 'Möte',
        title: 'Avstämning med Brf Tallbacken',
        location: 'Tallbacksvägen 4, Umeå',
        reminder: 30,
      },
    ],
    favorites: { user: ['broker', 'karin'], admin: ['broker', 'brf', 'housing'] },
    orders: [
      {
        orderType: 'Besiktning vid köp eller försäljning',
        customer: {
          type: 'person',
          firstName: 'Ingrid',
          lastName: 'Sjöberg',
          number: '19750808-9906',
          email: 'ingrid.sjoberg@example.se',
          phone: '070-123 45 09',
        },
        owner1: { type: 'person', firstName: 'Per', lastName: 'Lundgren', phone: '070-123 45 10' },
        broker: {
          type: 'company',
          companyName: 'Mäklarhuset Umeå AB',
          email: 'info@maklarhuset-umea.example.se',
        },
        object: {
          address: { address: 'Björkvägen 14', postalCode: '906 22', city: 'Umeå', ...sverige },
          description: 'Villa från 1978, 140 m², källare.',
        },
        estateLocation: 'Umeå kommun',
        estateNumber: 'Umeå Björken 12:4',
        message: 'Vi har tillträde om tre veckor, går det att besikta före dess?',
      },
      {
        orderType: 'Energideklaration',
        customer: {
          type: 'company',
          companyName: 'Skelleftebostäder Förvaltning AB',
          number: '559840-2138',
          email: 'forvaltning@skelleftebostader.example.se',
          phone: '0910-73 50 00',
        },
        object: {
          address: { address: 'Nygatan 30', postalCode: '931 30', city: 'Skellefteå', ...sverige },
          description: 'Flerbostadshus, 24 lägenheter.',
        },
      },
      {
        orderType: 'Besiktning vid köp eller försäljning',
        customer: {
          type: 'person',
          firstName: 'Hanna',
          lastName: 'Lundin',
          phone: '070-123 45 11',
        },
        object: { address: { address: 'Sjövägen 2', postalCode: '961 32', city: 'Boden', ...sverige } },
        message: 'Fritidshus vid sjön, endast sommarvatten.',
      },
    ],
  };
}

/** Sydsvensk Byggkontroll AB: the owner alone, a few customers and assignments. */
export function southPlan(members: DemoFirmPlan['members']): DemoFirmPlan {
  return {
    tenantId: 'sydkontroll',
    members,
    contacts: {
      nils: person('Nils', 'Bengtsson', '19661025-9894', 'Södra Förstadsgatan 40', '211 43', 'Malmö', {
        email: 'nils.bengtsson@example.se',
        phone: '070-223 45 01',
      }),
      builder: company('Skånebygg Entreprenad AB', '559812-3676', 'Industrigatan 9', '212 14', 'Malmö', {
        email: 'info@skanebygg.example.se',
        phone: '040-12 34 56',
      }),
    },
    projects: [],
    assignments: [
      {
        type: 'Överlåtelsebesiktning',
        status: 'Bokad',
        inspector: 'owner',
        workday: 1,
        time: ['09:00', '12:00'],
        customer: 'nils',
        address: { address: 'Lundavägen 12', postalCode: '212 18', city: 'Malmö', ...sverige },
      },
      {
        type: 'Fuktmätning',
        status: 'Ny',
        inspector: 'owner',
        workday: null,
        customer: 'builder',
        address: { address: 'Industrigatan 9', postalCode: '212 14', city: 'Malmö', ...sverige },
      },
    ],
    activities: [],
    favorites: { owner: ['builder'] },
    orders: [],
  };
}
