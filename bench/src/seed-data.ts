import pg from 'pg';
import { TIME_ZONE } from '@syna/contracts/time-zone';
import { EMBEDDED_ISSUER } from '../../apps/server/src/platform/auth/token-verifier.ts';
import { phaseTimer, type PhaseTimes } from './phases.ts';

// The benchmark's data: 1 000 000 assignments in 200 firms, the demo firm holding 300 000 of them
// and every other firm 1 000–6 000 in proportion; about one contact per assignment, a protocol
// (one inspection object with three remarks) for every fifth assignment and a web order behind
// every tenth, plus the newest orders still waiting in the inbox. Generated
// in SQL, one INSERT … SELECT per table, as the owner of the tables (a superuser: row-level
// security does not apply to it), into the schema the product's own migrations made. Ids are
// hashes of the firm and the row's ordinal, so every row can name its customer, type, status and
// inspector without a lookup. Dates count back from now, so numbers shift with the calendar.

export const BIG_FIRM = 'norrbesikt';
export const BIG_FIRM_ROWS = 300_000;
export const FIRMS_IN_ALL = 200;
/** Assignments in all the firms together (and about as many contacts). */
export const ALL_ROWS = 1_000_000;
/** The demo firm's calendar activities, a tenth of them repeating. */
export const BIG_FIRM_ACTIVITIES = 1_200;
/** The demo firm's inspectors. */
const BIG_FIRM_INSPECTORS = 24;

/** A firm the scenarios measure in: its id and how many assignments it holds. */
export interface BenchFirm {
  tenantId: string;
  rows: number;
}

export const DEMO_FIRM: BenchFirm = { tenantId: BIG_FIRM, rows: BIG_FIRM_ROWS };

// prettier-ignore
const FIRST_NAMES = [
  'Anna', 'Eva', 'Maria', 'Karin', 'Sara', 'Christina', 'Lena', 'Emma', 'Kerstin', 'Elin',
  'Ingrid', 'Sofia', 'Malin', 'Linnéa', 'Hanna', 'Ida', 'Johanna', 'Marie', 'Ulla', 'Astrid',
  'Erik', 'Lars', 'Karl', 'Anders', 'Johan', 'Per', 'Nils', 'Mikael', 'Jan', 'Hans',
  'Peter', 'Olof', 'Gustav', 'Lennart', 'Fredrik', 'Magnus', 'Oskar', 'Björn', 'Mats', 'Henrik',
];

// prettier-ignore
const LAST_NAMES = [
  'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson',
  'Svensson', 'Gustafsson', 'Pettersson', 'Jonsson', 'Jansson', 'Hansson', 'Bengtsson', 'Jönsson',
  'Lindberg', 'Jakobsson', 'Magnusson', 'Olofsson', 'Lindström', 'Lindqvist', 'Lindgren', 'Berg',
  'Axelsson', 'Bergström', 'Lundberg', 'Lind', 'Lundgren', 'Lundqvist', 'Mattsson', 'Berglund',
  'Fredriksson', 'Sandberg', 'Henriksson', 'Forsberg', 'Sjöberg', 'Wallin', 'Engström', 'Eklund',
  'Danielsson', 'Lundin', 'Håkansson', 'Björk', 'Bergman', 'Gunnarsson', 'Holm', 'Wikström',
  'Samuelsson', 'Isaksson',
];

/** Words of housing co-operatives' and property companies' names. */
// prettier-ignore
const PLACE_WORDS = [
  'Solgläntan', 'Björkhagen', 'Eken', 'Lärkan', 'Tallbacken', 'Sjöutsikten', 'Ängsgården', 'Granen',
  'Kastanjen', 'Linden', 'Humlan', 'Vitsippan', 'Rosen', 'Ekbacken', 'Furulund', 'Hästskon',
  'Kvarnen', 'Stjärnan', 'Måsen', 'Älgen',
];

// prettier-ignore
const STREETS = [
  'Storgatan', 'Kungsgatan', 'Drottninggatan', 'Skolgatan', 'Kyrkogatan', 'Järnvägsgatan',
  'Parkvägen', 'Björkvägen', 'Ekvägen', 'Tallvägen', 'Granvägen', 'Lönnvägen', 'Sjövägen',
  'Strandvägen', 'Ängsvägen', 'Backvägen', 'Hantverkargatan', 'Industrivägen', 'Villavägen',
  'Prästgårdsvägen', 'Bergsgatan', 'Smedjegatan', 'Trädgårdsgatan', 'Nygatan', 'Västra vägen',
  'Östra Långgatan', 'Solrosvägen', 'Vallmovägen', 'Rönnvägen', 'Lilla torget',
];

/** Towns as `name|first three digits of the postal code|county`; the firms take their names from them. */
// prettier-ignore
const TOWNS = [
  'Stockholm|114|Stockholms län', 'Göteborg|411|Västra Götalands län', 'Malmö|211|Skåne län',
  'Uppsala|753|Uppsala län', 'Västerås|722|Västmanlands län', 'Örebro|702|Örebro län',
  'Linköping|582|Östergötlands län', 'Helsingborg|252|Skåne län', 'Jönköping|553|Jönköpings län',
  'Norrköping|602|Östergötlands län', 'Lund|222|Skåne län', 'Umeå|903|Västerbottens län',
  'Gävle|802|Gävleborgs län', 'Borås|503|Västra Götalands län', 'Södertälje|151|Stockholms län',
  'Eskilstuna|632|Södermanlands län', 'Halmstad|302|Hallands län', 'Växjö|352|Kronobergs län',
  'Karlstad|652|Värmlands län', 'Sundsvall|852|Västernorrlands län', 'Östersund|831|Jämtlands län',
  'Trollhättan|461|Västra Götalands län', 'Luleå|972|Norrbottens län', 'Kalmar|392|Kalmar län',
  'Falun|791|Dalarnas län', 'Skellefteå|931|Västerbottens län', 'Kristianstad|291|Skåne län',
  'Karlskrona|371|Blekinge län', 'Visby|621|Gotlands län', 'Piteå|941|Norrbottens län',
  'Nyköping|611|Södermanlands län', 'Varberg|432|Hallands län', 'Uddevalla|451|Västra Götalands län',
  'Motala|591|Östergötlands län', 'Lidköping|531|Västra Götalands län', 'Alingsås|441|Västra Götalands län',
  'Sandviken|811|Gävleborgs län', 'Hudiksvall|824|Gävleborgs län', 'Borlänge|784|Dalarnas län',
  'Mora|792|Dalarnas län', 'Örnsköldsvik|891|Västernorrlands län', 'Kiruna|981|Norrbottens län',
  'Ystad|271|Skåne län', 'Trelleborg|231|Skåne län', 'Landskrona|261|Skåne län',
  'Enköping|745|Uppsala län', 'Norrtälje|761|Stockholms län', 'Katrineholm|641|Södermanlands län',
];

/** An ascii slug of a Swedish name, `-` between words ("Örnsköldsvik" → "ornskoldsvik"). */
const SLUG = (expression: string) =>
  `trim(both '-' from regexp_replace(translate(lower(${expression}), 'åäöéü', 'aaoeu'), '[^a-z0-9]+', '-', 'g'))`;

/**
 * The session's set-up: tables for the word lists and the firms' sizes, helpers (a pick from a
 * list, the check digit of Swedish numbers, stable ids) and the settings of a bulk load.
 */
const SESSION_SETUP = [
  `CREATE TEMP TABLE bench_words (first_names text[], last_names text[], place_words text[],
                                  streets text[], towns text[])`,
  `CREATE FUNCTION pg_temp.pick(list text[], k bigint) RETURNS text
     LANGUAGE sql IMMUTABLE AS $$ SELECT list[1 + k % array_length(list, 1)] $$`,
  // The Luhn digit that completes personnummer and organisationsnummer (weights 2, 1, 2, …); a
  // loop, as a query over the digits would run a subplan for each of the million contacts.
  `CREATE FUNCTION pg_temp.luhn_digit(digits text) RETURNS text
     LANGUAGE plpgsql IMMUTABLE AS $$
       DECLARE total int := 0; product int;
       BEGIN
         FOR i IN 1 .. length(digits) LOOP
           product := substr(digits, i, 1)::int * (2 - (i + 1) % 2);
           total := total + CASE WHEN product > 9 THEN product - 9 ELSE product END;
         END LOOP;
         RETURN ((10 - total % 10) % 10)::text;
       END $$`,
  // Version-4-shaped ids from a key, so that the same data gets the same ids on every run.
  `CREATE FUNCTION pg_temp.bench_uuid(key text) RETURNS uuid
     LANGUAGE sql IMMUTABLE AS $$ SELECT overlay(overlay(md5(key) PLACING '4' FROM 13) PLACING '8' FROM 17)::uuid $$`,
  // A bulk load: the rows are consistent by construction, so foreign-key triggers are skipped,
  // and the indexes are built afterwards in one pass each.
  `SET session_replication_role = replica`,
  `SET maintenance_work_mem = '512MB'`,
  // Two workers per B-tree index build (the trigram GIN indexes build in one process regardless).
  `SET max_parallel_maintenance_workers = 2`,
  // Compiling these one-off statements costs more than it saves.
  `SET jit = off`,
  // Sorting a million rows for their numbers in memory rather than on disk.
  `SET work_mem = '256MB'`,
  `CREATE TEMP TABLE bench_all_firms (tenant_id text, contacts int, inspections int, inspectors int, part int,
                                      activities int)`,
  // The firms the session's statements work on: all of them, or one loading session's part.
  `CREATE TEMP TABLE bench_firms (LIKE bench_all_firms)`,
];

/** Kinds of firm: with the towns they give the other firms' names (48 towns × 5 kinds ≥ 198). */
const FIRM_KINDS = `ARRAY['Besiktning AB', 'Byggkontroll AB', 'Besiktningsbyrå AB', 'Bygginspektion AB', 'Fuktkontroll AB']`;

/** 198 firms beside the two of the demo, each named after a town and its kind. */
const FIRMS = `
  INSERT INTO tenants (id, name, email, address)
  SELECT ${SLUG("town || ' ' || split_part(kind, ' ', 1)")},
         town || ' ' || kind,
         'info@' || ${SLUG("town || ' ' || split_part(kind, ' ', 1)")} || '.example.se',
         pg_temp.pick(w.streets, ordinal) || ' ' || ordinal || ', ' || prefix || ' ' || lpad((ordinal * 7 % 100)::text, 2, '0') || ' ' || town
  FROM bench_words w,
       unnest(${FIRM_KINDS}) WITH ORDINALITY AS k (kind, kind_ordinal),
       unnest(w.towns) WITH ORDINALITY AS t (entry, ordinal),
       LATERAL (SELECT split_part(entry, '|', 1) AS town, split_part(entry, '|', 2) AS prefix) AS parts
  ORDER BY kind_ordinal, ordinal
  LIMIT ${FIRMS_IN_ALL - 2}`;

/**
 * How much each firm holds: the demo firm the large book, the others shares of the rest weighted
 * 1 000–6 000 (the first of them takes what rounding leaves, so the total is exact), about one
 * contact per assignment. `part` splits the firms, largest first, into `LOADING_SESSIONS` parts of
 * about as many assignments, each loaded by a session of its own.
 */
const FIRM_SIZES = `
  INSERT INTO bench_all_firms
  SELECT id, inspections, inspections, CASE WHEN id = $1 THEN ${BIG_FIRM_INSPECTORS} ELSE 3 + ordinal % 4 END,
         floor((sum(inspections) OVER (ORDER BY inspections DESC, id) - inspections) * $4::int / $3::numeric),
         CASE WHEN id = $1 THEN ${BIG_FIRM_ACTIVITIES} ELSE 0 END
  FROM (
    SELECT id, ordinal,
           CASE WHEN id = $1 THEN $2::int
                WHEN ordinal = min(ordinal) FILTER (WHERE id <> $1) OVER ()
                  THEN $3::int - $2::int - sum(share) FILTER (WHERE id <> $1) OVER () + share
                ELSE share END AS inspections
    FROM (
      SELECT id, ordinal,
             floor(($3::int - $2::int) * weight / sum(weight) FILTER (WHERE id <> $1) OVER ())::int AS share
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS ordinal,
                   1000 + (row_number() OVER (ORDER BY id) * 797) % 5001 AS weight
            FROM tenants WHERE id <> ALL($5::text[])) AS weighted
    ) AS shared
  ) AS sized`;

/**
 * The firms of fixed size (the scale scenarios'), beside the shared-out million and in no loading
 * part: each is loaded on its own. Inspectors and calendar activities in the demo firm's
 * proportion to its assignments (at least three inspectors, as the smallest firms have).
 */
const FIXED_SIZES = `
  INSERT INTO bench_all_firms
  SELECT id, rows, rows, greatest(3, round(rows * ${BIG_FIRM_INSPECTORS}.0 / ${BIG_FIRM_ROWS})), NULL,
         round(rows * ${BIG_FIRM_ACTIVITIES}.0 / ${BIG_FIRM_ROWS})
  FROM unnest($1::text[], $2::int[]) AS fixed (id, rows)`;

/** The stable id of a firm's row of `kind`; `firm` is the alias of the row naming the tenant. */
const id = (kind: string, ordinal: string, firm = 'f') =>
  `pg_temp.bench_uuid('${kind}:' || ${firm}.tenant_id || ':' || ${ordinal})`;

// The inspectors are users of the embedded issuer, as the install's own users are.
const INSPECTORS = `
  INSERT INTO users (id, issuer, sub, email, name, first_name, last_name, initials)
  SELECT ${id('user', 'k')}, '${EMBEDDED_ISSUER}', 'bench:' || f.tenant_id || ':' || k,
         ${SLUG("first_name || ' ' || last_name")} || '@' || f.tenant_id || '.example.se',
         first_name || ' ' || last_name, first_name, last_name, left(first_name, 1) || left(last_name, 1)
  FROM bench_firms f, bench_words w, generate_series(1, f.inspectors) AS k,
       LATERAL (SELECT pg_temp.pick(w.first_names, k * 11 + length(f.tenant_id)) AS first_name,
                       pg_temp.pick(w.last_names, k * 7 + ascii(f.tenant_id)) AS last_name) AS names`;

const INSPECTOR_ACCOUNTS = `
  INSERT INTO accounts (tenant_id, user_id, name, roles)
  SELECT f.tenant_id, u.id, u.name, '{user}'
  FROM bench_firms f JOIN users u ON u.sub LIKE 'bench:' || f.tenant_id || ':%'`;

const TYPE_NAMES = `ARRAY['Överlåtelsebesiktning', 'Slutbesiktning', 'Energideklaration', 'OVK-besiktning',
                         'Fuktmätning', 'Radonmätning']`;
const STATUS_NAMES = `ARRAY['Ny', 'Bokad', 'Pågående', 'Utförd', 'Fakturerad', 'Avbokad']`;

// The demo firms already have some types and statuses of these names (their order types offer
// them): those stay, and the assignments use them.
const INSPECTION_TYPES = `
  INSERT INTO inspection_types (tenant_id, id, name, sort_order)
  SELECT f.tenant_id, ${id('type', 'k')}, name, k
  FROM bench_firms f, unnest(${TYPE_NAMES}) WITH ORDINALITY AS t (name, k)
  ON CONFLICT DO NOTHING`;

const INSPECTION_STATUSES = `
  INSERT INTO inspection_statuses (tenant_id, id, name, color, final, sort_order)
  SELECT f.tenant_id, ${id('status', 'k')}, name, color, k > 3, k
  FROM bench_firms f,
       unnest(${STATUS_NAMES}, ARRAY['#1e88e5', '#fb8c00', '#fdd835', '#43a047', '#8e24aa', '#757575'])
         WITH ORDINALITY AS s (name, color, k)
  ON CONFLICT DO NOTHING`;

/**
 * Each firm's type and status ids in the order of the lists above, whoever made the row: one row
 * per firm, so that an assignment picks its ids from arrays rather than by a join per row.
 */
const LOOKUP_IDS = `
  CREATE TEMP TABLE bench_lookups AS
  SELECT f.tenant_id,
         (SELECT array_agg(t.id ORDER BY n.k) FROM unnest(${TYPE_NAMES}) WITH ORDINALITY AS n (name, k)
          JOIN inspection_types t ON t.tenant_id = f.tenant_id AND lower(t.name) = lower(n.name)) AS type_ids,
         (SELECT array_agg(s.id ORDER BY n.k) FROM unnest(${STATUS_NAMES}) WITH ORDINALITY AS n (name, k)
          JOIN inspection_statuses s ON s.tenant_id = f.tenant_id AND lower(s.name) = lower(n.name)) AS status_ids
  FROM bench_firms f`;

/** A quarter companies (co-operatives, builders, property owners), the rest private persons. */
const CONTACTS = `
  INSERT INTO contacts (tenant_id, id, type, name, company_name, first_name, last_name, email, phone,
                        title, number, addresses, web, tags, created_at, updated_at)
  SELECT tenant_id, id, type, name,
         CASE WHEN type = 'company' THEN name END,
         CASE WHEN type = 'person' THEN first_name END,
         CASE WHEN type = 'person' THEN last_name END,
         CASE WHEN type = 'company' THEN 'info@' || ${SLUG('name')} || '.se'
              ELSE replace(${SLUG("first_name || ' ' || last_name")}, '-', '.') || '@'
                   || (ARRAY['gmail.com', 'hotmail.com', 'telia.com', 'outlook.com', 'live.se', 'bredband.net'])[1 + g % 6] END,
         (ARRAY['070', '072', '073', '076', '079'])[1 + g % 5] || '-' || substr(digits, 1, 3) || ' '
           || substr(digits, 4, 2) || ' ' || substr(digits, 6, 2),
         CASE WHEN type = 'person' AND g % 5 = 0
              THEN (ARRAY['Ordförande', 'Fastighetsförvaltare', 'Projektledare', 'Kassör'])[1 + g / 5 % 4] END,
         CASE WHEN type = 'company'
              THEN '556' || serial || '-' || tail || pg_temp.luhn_digit('556' || serial || tail)
              ELSE to_char(born, 'YYYYMMDD') || '-' || tail || pg_temp.luhn_digit(to_char(born, 'YYMMDD') || tail) END,
         jsonb_build_object('postal', jsonb_build_object('address', street, 'postalCode', postal_code,
                                                         'city', city, 'region', region, 'country', 'SE'),
                            'visit', NULL, 'delivery', NULL, 'invoice', NULL),
         CASE WHEN type = 'company' AND g % 3 = 0 THEN 'https://www.' || ${SLUG('name')} || '.se' END,
         CASE WHEN g % 10 = 0 THEN ARRAY['partner'] WHEN g % 7 = 0 THEN ARRAY['mäklare'] ELSE ARRAY['kund'] END,
         created, created
  FROM (
    SELECT f.tenant_id, g, ${id('contact', 'g')} AS id, first_name, last_name,
           CASE WHEN g % 4 = 0 THEN 'company' ELSE 'person' END AS type,
           CASE WHEN g % 4 <> 0 THEN first_name || ' ' || last_name
                WHEN g % 16 = 0 THEN 'Brf ' || pg_temp.pick(w.place_words, g / 16) || ' ' || (1 + g % 40)
                WHEN g % 16 = 4 THEN last_name || 's Bygg AB'
                WHEN g % 16 = 8 THEN 'Fastighets AB ' || pg_temp.pick(w.place_words, g / 16)
                ELSE last_name || ' Fastigheter AB' END AS name,
           lpad((g::bigint * 48271 % 10000000)::text, 7, '0') AS digits,
           lpad((g * 7 % 1000)::text, 3, '0') AS serial,
           lpad((g * 37 % 1000)::text, 3, '0') AS tail,
           date '1940-01-01' + (g::bigint * 7919 % 24000)::int AS born,
           pg_temp.pick(w.streets, g * 3) || ' ' || (1 + g % 60) AS street,
           split_part(town, '|', 1) AS city,
           split_part(town, '|', 2) || ' ' || lpad((g % 100)::text, 2, '0') AS postal_code,
           split_part(town, '|', 3) AS region,
           now() - make_interval(mins => g * 13) AS created
    FROM bench_firms f, bench_words w, generate_series(1, f.contacts) AS g,
         LATERAL (SELECT pg_temp.pick(w.first_names, g * 7) AS first_name,
                         pg_temp.pick(w.last_names, g * 13 + g / 40) AS last_name,
                         pg_temp.pick(w.towns, g * 11) AS town) AS picked
  ) AS generated`;

/**
 * When the firm's g-th assignment was made: its book spans six years back from now, newest first.
 * The seconds are numeric from the start: `g * 6 * 365` alone overflows an integer at a million.
 */
const CREATED = `now() - make_interval(secs => g * (6 * 365 * 86400.0) / f.inspections)`;

/**
 * Six years of assignments, newest first: numbered `YYYY-NNNN` per year as the product numbers
 * them, the latest still open, the rest done, invoiced or cancelled. The load skips triggers, so
 * the sort keys their trigger keeps (the customer's name, the status's place and name: migration
 * 0021) are joined in here; the search text is generated from them.
 */
const INSPECTIONS = `
  INSERT INTO inspections (tenant_id, id, number, littera, customer_id, address, tags, type_id,
                           status_id, order_number, order_date, date, start_time, stop_time,
                           inspector_id, order_source, created_at, updated_at,
                           customer_name, status_order, status_name)
  SELECT n.tenant_id, n.id,
         to_char(n.created, 'YYYY') || '-' || lpad(n.serial::text, greatest(4, length(n.serial::text)), '0'),
         n.littera, n.customer_id, n.address, n.tags, n.type_id, n.status_id, n.order_number, n.created::date,
         (n.created + make_interval(days => 3 + n.g % 18))::date, n.start_time, n.start_time + interval '2 hours',
         n.inspector_id, n.order_source, n.created, n.created,
         customer.name, status.sort_order, coalesce(status.name, '')
  FROM (
    -- Numbered on from what the firm has drawn already that year (the demo firms have).
    SELECT generated.*,
           coalesce(drawn.last_value, 0) + row_number() OVER (
             PARTITION BY generated.tenant_id, to_char(generated.created, 'YYYY') ORDER BY generated.created
           ) AS serial
    FROM (
    SELECT f.tenant_id, g, ${id('inspection', 'g')} AS id,
           CASE WHEN g % 6 = 0 THEN chr(65 + g % 3) END AS littera,
           ${id('contact', '1 + g::bigint * 7919 % f.contacts')} AS customer_id,
           jsonb_build_object('address', pg_temp.pick(w.streets, g * 7) || ' ' || (1 + g * 3 % 80),
                              'postalCode', split_part(town, '|', 2) || ' ' || lpad((g * 3 % 100)::text, 2, '0'),
                              'city', split_part(town, '|', 1), 'region', split_part(town, '|', 3),
                              'country', 'SE') AS address,
           CASE WHEN g % 11 = 0 THEN ARRAY['brådskande'] WHEN g % 17 = 0 THEN ARRAY['nyproduktion']
                ELSE '{}'::text[] END AS tags,
           l.type_ids[1 + g % 6] AS type_id,
           l.status_ids[CASE WHEN g <= f.inspections / 40 THEN 1 + g % 3 WHEN g % 25 = 0 THEN 6 ELSE 4 + g % 2 END]
             AS status_id,
           CASE WHEN g % 3 = 0 THEN 'ORD-' || (100000 + g) END AS order_number,
           make_time(8 + g % 9, (g % 2) * 30, 0) AS start_time,
           ${id('user', '1 + g % f.inspectors')} AS inspector_id,
           (ARRAY['Telefon', 'E-post', 'Webbformulär', 'Mäklare'])[1 + g % 4] AS order_source,
           ${CREATED} AS created
    FROM bench_firms f JOIN bench_lookups l USING (tenant_id), bench_words w,
         generate_series(1, f.inspections) AS g,
         LATERAL (SELECT pg_temp.pick(w.towns, g * 5) AS town) AS picked
    ) AS generated
    LEFT JOIN inspection_number_counters drawn
      ON drawn.tenant_id = generated.tenant_id AND drawn.year = to_char(generated.created, 'YYYY')::int
  ) AS n
  LEFT JOIN contacts customer ON customer.tenant_id = n.tenant_id AND customer.id = n.customer_id
  LEFT JOIN inspection_statuses status ON status.tenant_id = n.tenant_id AND status.id = n.status_id`;

/** Every fifth assignment's protocol: the building inspected, with three remarks on it. */
const PROTOCOLS = `
  SELECT f.tenant_id, g, ${id('object', 'g')} AS object_id, ${id('inspection', 'g')} AS inspection_id,
         ${id('user', '1 + g % f.inspectors')} AS inspector_id, ${CREATED} + interval '3 days' AS made
  FROM bench_firms f, generate_series(5, f.inspections, 5) AS g`;

const INSPECTION_OBJECTS = `
  INSERT INTO inspection_objects (tenant_id, id, inspection_id, name, description, sort_order, created_at, updated_at)
  SELECT tenant_id, object_id, inspection_id,
         (ARRAY['Bostadshus', 'Garage', 'Fritidshus', 'Flerbostadshus', 'Komplementbyggnad'])[1 + g / 5 % 5],
         CASE WHEN g % 3 = 0 THEN 'Byggt ' || (1920 + g % 100) END, 0, made, made
  FROM (${PROTOCOLS}) AS p`;

const REMARKS = `
  INSERT INTO remarks (tenant_id, id, object_id, title, text, category, location, sort_order, created_by,
                       created_at, updated_at)
  SELECT p.tenant_id, ${id('remark', "p.g || ':' || r", 'p')}, p.object_id,
         (ARRAY['Fuktfläck i takfot', 'Sprucken fönsterkitt', 'Bristfällig takavvattning', 'Saknad fuktspärr',
                'Hög fuktkvot i krypgrund', 'Otät anslutning vid skorsten', 'Skadad tätskiktsmatta i badrum',
                'Rötskada i syll', 'Bristande ventilation på vind', 'Sprickor i grundmur'])[1 + (p.g / 5 * 3 + r) % 10],
         'Observerat vid okulär besiktning. Åtgärd rekommenderas inom ' || (1 + (p.g + r) % 5) || ' år.',
         (ARRAY['Anmärkning', 'Observation', 'Risk', 'Rekommendation'])[1 + (p.g + r) % 4],
         (ARRAY['Vind', 'Källare', 'Badrum', 'Kök', 'Fasad', 'Tak', 'Krypgrund'])[1 + (p.g * 3 + r) % 7],
         r, p.inspector_id, p.made, p.made
  FROM (${PROTOCOLS}) AS p, generate_series(1, 3) AS r`;

/** An order's running number in its firm and year (the window is computed once for both uses). */
const ORDER_SERIAL = `(coalesce(drawn.last_value, 0) + row_number() OVER (PARTITION BY generated.tenant_id, to_char(created, 'YYYY') ORDER BY created, id))::text`;

/**
 * A web order behind every tenth assignment (accepted into it; one in 25 of them rejected), and
 * among the newest assignments' neighbours the orders still waiting in the inbox. The parties
 * and the object come from the assignment and its customer; orders are numbered `B{YYYY}-NNNN`
 * per year as the product numbers them, far below this year's counter (see below).
 */
const ORDERS = `
  INSERT INTO orders (tenant_id, id, number, status, source, order_type_id, preferred_date, preferred_time,
                      customer, object, estate_location, estate_number, message, created_at, decided_at,
                      decided_by, inspection_id)
  SELECT generated.tenant_id, id,
         -- Numbered after the demo's own new orders (its yearly counter), as the product would:
         -- four digits at least, more past 9 999 (a firm of a million has some 17 000 a year).
         'B' || to_char(created, 'YYYY') || '-' || lpad(${ORDER_SERIAL}, greatest(4, length(${ORDER_SERIAL})), '0'),
         status, 'web', order_type_id, (created + make_interval(days => 5 + g % 20))::date,
         make_time(8 + g % 9, 0, 0), customer, object, city, city || ' ' || (1 + g % 40) || ':' || (1 + g % 12),
         CASE WHEN g % 4 = 0 THEN 'Nyckel finns hos mäklaren.' END, created,
         CASE WHEN status <> 'new' THEN created + interval '2 hours' END,
         CASE WHEN status <> 'new' THEN inspector_id END,
         CASE WHEN status = 'accepted' THEN inspection_id END
  FROM (
    SELECT f.tenant_id, g, ${id('order', 'g')} AS id, i.id AS inspection_id, i.inspector_id,
           CASE WHEN g % 10 = 5 THEN 'new' WHEN g % 250 = 0 THEN 'rejected' ELSE 'accepted' END AS status,
           (SELECT ot.id FROM order_types ot WHERE ot.tenant_id = f.tenant_id ORDER BY ot.sort_order, ot.id LIMIT 1)
             AS order_type_id,
           jsonb_strip_nulls(jsonb_build_object('type', c.type, 'companyName', c.company_name,
                                                'firstName', c.first_name, 'lastName', c.last_name,
                                                'email', c.email, 'phone', c.phone)) AS customer,
           jsonb_build_object('address', i.address - 'region' - 'country') AS object,
           i.address ->> 'city' AS city,
           CASE WHEN g % 10 = 5 THEN now() - make_interval(mins => g * 11) ELSE i.created_at - interval '1 day' END
             AS created
    FROM bench_firms f
    CROSS JOIN LATERAL generate_series(1, f.inspections) AS g
    JOIN inspections i ON i.tenant_id = f.tenant_id AND i.id = ${id('inspection', 'g')}
    JOIN contacts c ON c.tenant_id = i.tenant_id AND c.id = i.customer_id
    WHERE g % 10 = 0 OR (g % 10 = 5 AND g <= f.inspections / 100)
  ) AS generated
  LEFT JOIN order_number_counters drawn
    ON drawn.tenant_id = generated.tenant_id AND drawn.year = to_char(generated.created, 'YYYY')::int`;

/** The yearly counters continue after the seeded numbers, as if the product had drawn them. */
const NUMBER_COUNTERS = `
  INSERT INTO inspection_number_counters (tenant_id, year, last_value)
  SELECT tenant_id, split_part(number, '-', 1)::int, max(split_part(number, '-', 2)::int)
  FROM inspections GROUP BY 1, 2
  ON CONFLICT (tenant_id, year) DO UPDATE SET last_value = EXCLUDED.last_value`;

/**
 * The calendar around today of the firms that have activities (the demo firm and the fixed-size ones): one-off meetings, visits and office days over ten weeks
 * (done before today, planned after, some cancelled or under way), and a tenth repeating daily,
 * weekly, monthly or yearly since months back, as a busy firm's month view shows them.
 */
const ACTIVITIES = `
  INSERT INTO activities (tenant_id, id, start_time, stop_time, name, title, location, user_id,
                          reminder, repeat, progress, inspection_id, created_at, updated_at)
  SELECT tenant_id, id, start_time, start_time + make_interval(mins => 30 * (1 + g % 4)), name, title,
         location, user_id, reminder, repeat,
         CASE WHEN g % 23 = 0 THEN -1 WHEN start_time < now() THEN 100 WHEN g % 7 = 0 THEN 50 ELSE 0 END,
         inspection_id, start_time - interval '14 days', start_time - interval '14 days'
  FROM (
    SELECT f.tenant_id, g, ${id('activity', 'g')} AS id,
           CASE WHEN g % 10 = 0 THEN (ARRAY['daily', 'weekly', 'weekly', 'monthly', 'yearly'])[1 + g / 10 % 5]
                ELSE 'none' END AS repeat,
           date_trunc('day', now())
             + CASE WHEN g % 10 = 0 THEN make_interval(days => -60 - g % 120)
                    ELSE make_interval(days => -35 + g * 7 % 70) END
             + make_interval(hours => 7 + g % 10, mins => 15 * (g % 4)) AS start_time,
           (ARRAY['Möte', 'Återbesök', 'Kontorsdag', 'Utbildning', 'Uppföljning', 'Telefonmöte'])[1 + g % 6] AS name,
           (ARRAY['Möte med mäklare', 'Återbesök fuktskada', 'Genomgång av protokoll', 'Utbildning OVK',
                  'Uppföljning slutbesiktning', 'Samtal med kund', 'Planering veckan', 'Fakturering'])[1 + g % 8] AS title,
           CASE WHEN g % 3 = 0 THEN split_part(pg_temp.pick(w.towns, g), '|', 1) END AS location,
           ${id('user', '1 + g % f.inspectors')} AS user_id,
           CASE WHEN g % 4 = 0 THEN 15 END AS reminder,
           CASE WHEN g % 5 = 0 THEN ${id('inspection', '1 + g * 31 % f.inspections')} END AS inspection_id
    FROM bench_firms f, bench_words w, generate_series(1, f.activities) AS g
  ) AS generated`;

/**
 * This year's order counters start at 100 000: an order number's counter part is then long
 * enough for the order baseline to carry it forward to later statements (raw-sql-task.ts).
 */
const ORDER_NUMBER_COUNTERS = `
  INSERT INTO order_number_counters (tenant_id, year, last_value)
  SELECT tenant_id, extract(year FROM now() AT TIME ZONE '${TIME_ZONE}')::int, 100000 FROM bench_firms
  ON CONFLICT (tenant_id, year) DO UPDATE SET last_value = greatest(order_number_counters.last_value, EXCLUDED.last_value)`;

const SEEDED_TABLES = [
  'tenants',
  'users',
  'accounts',
  'inspection_types',
  'inspection_statuses',
  'contacts',
  'inspections',
  'inspection_number_counters',
  'activities',
  'inspection_objects',
  'remarks',
  'orders',
  'order_number_counters',
];

/**
 * The indexes of the large tables that back no constraint, with the definitions the migrations
 * gave them: dropped before the load and made again from these definitions after it.
 */
const SECONDARY_INDEXES = `
  SELECT indexrelid::regclass::text AS name, pg_get_indexdef(indexrelid) AS definition
  FROM pg_index
  WHERE indrelid IN ('contacts'::regclass, 'inspections'::regclass, 'inspection_objects'::regclass,
                     'remarks'::regclass, 'orders'::regclass)
    AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = indexrelid)`;

/** Sessions that load the large tables at once, each for its part of the firms (two cores). */
const LOADING_SESSIONS = 2;

/** The small tables every loading session builds on, loaded first by one session. */
const FIRST_STEPS: [phase: string, statement: string][] = [
  ['inspectors', INSPECTORS],
  ['inspector accounts', INSPECTOR_ACCOUNTS],
  ['inspection types', INSPECTION_TYPES],
  ['inspection statuses', INSPECTION_STATUSES],
];

/** The counters after the loaded numbers, and the firms' calendars, loaded last by one session. */
/**
 * The fixed-size firms' owner (the demo owner, who is signed in for the scenarios) works as their
 * first inspector does: that inspector's assignments and calendar become the owner's, so that the
 * calendar's own month ("Mina", the default) shows a busy member's month in every firm, as the demo
 * firm's does.
 */
const OWNER_AS_INSPECTOR = `
  WITH handed AS (
    SELECT f.tenant_id, ${id('user', '1')} AS inspector, a.user_id AS owner
    FROM bench_firms f JOIN accounts a ON a.tenant_id = f.tenant_id AND 'owner' = ANY (a.roles)
    WHERE f.part IS NULL
  ), assignments AS (
    UPDATE inspections i SET inspector_id = h.owner FROM handed h
    WHERE i.tenant_id = h.tenant_id AND i.inspector_id = h.inspector
  )
  UPDATE activities a SET user_id = h.owner FROM handed h
  WHERE a.tenant_id = h.tenant_id AND a.user_id = h.inspector`;

const LAST_STEPS: [phase: string, statement: string][] = [
  ['number counters', NUMBER_COUNTERS],
  ['order counters', ORDER_NUMBER_COUNTERS],
  ['activities', ACTIVITIES],
  ['the fixed-size firms’ owner as an inspector', OWNER_AS_INSPECTOR],
];

/** The large tables, loaded by every loading session for its part of the firms. */
const PART_STEPS: [phase: string, statement: string][] = [
  ['contacts', CONTACTS],
  ['inspections', INSPECTIONS],
  ['inspection objects', INSPECTION_OBJECTS],
  ['remarks', REMARKS],
  ['orders', ORDERS],
];

/** A connection with the seeding session's set-up (temporary tables, helpers, bulk-load settings). */
async function seedingSession(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const statement of SESSION_SETUP) await client.query(statement);
  await client.query('INSERT INTO bench_words VALUES ($1, $2, $3, $4, $5)', [
    FIRST_NAMES,
    LAST_NAMES,
    PLACE_WORDS,
    STREETS,
    TOWNS,
  ]);
  return client;
}

async function sizeFirms(client: pg.Client, fixed: BenchFirm[]) {
  const ids = fixed.map((firm) => firm.tenantId);
  await client.query(FIRM_SIZES, [BIG_FIRM, BIG_FIRM_ROWS, ALL_ROWS, LOADING_SESSIONS, ids]);
  await client.query(FIXED_SIZES, [ids, fixed.map((firm) => firm.rows)]);
}

/** Points the session's statements at the firms of one loading part, at one firm, or (`null`) at every firm. */
async function workOn(client: pg.Client, which: { part: number } | { firm: string } | null) {
  const part = which && 'part' in which ? which.part : null;
  const firm = which && 'firm' in which ? which.firm : null;
  await client.query('TRUNCATE bench_firms');
  await client.query(
    `INSERT INTO bench_firms SELECT * FROM bench_all_firms
     WHERE ($1::int IS NULL AND $2::text IS NULL) OR part = $1 OR tenant_id = $2`,
    [part, firm],
  );
}

/** Loads the large tables for the firms the session works on, in one transaction, timing each step as `label`. */
async function loadLargeTables(client: pg.Client, timer: ReturnType<typeof phaseTimer>, label: string) {
  await client.query('DROP TABLE IF EXISTS bench_lookups');
  await client.query(LOOKUP_IDS);
  await client.query('BEGIN');
  for (const [phase, statement] of PART_STEPS) {
    await timer.phase(`${phase} (${label})`, () => client.query(statement));
  }
  await client.query('COMMIT');
}

/** Runs `work` on every item of `queue`, each session taking the next item as soon as it is free. */
async function shareOut<T>(
  sessions: pg.Client[],
  queue: T[],
  work: (client: pg.Client, item: T) => Promise<unknown>,
): Promise<void> {
  const waiting = [...queue];
  await Promise.all(
    sessions.map(async (client) => {
      for (let item = waiting.shift(); item !== undefined; item = waiting.shift()) await work(client, item);
    }),
  );
}

/**
 * Seeds the benchmark's firms, contacts, assignments, protocols and orders, then builds the
 * indexes and analyses, printing the time of every step. The large tables are loaded by
 * `LOADING_SESSIONS` sessions at once, each in one transaction for its part of the firms, and the
 * indexes and analyses are shared out among them too (the database is made anew on every run, so
 * a failed load leaves nothing to clean up). The `fixed` firms, already made, get their given
 * number of assignments beside the million, each loaded (and timed) on its own, largest first.
 */
export async function seedBenchData(databaseUrl: string, fixed: BenchFirm[] = []): Promise<PhaseTimes> {
  const timer = phaseTimer('  ');
  const sessions = await Promise.all(
    Array.from({ length: LOADING_SESSIONS }, () => seedingSession(databaseUrl)),
  );
  const [main] = sessions as [pg.Client];
  try {
    const { rows: droppedIndexes } = await main.query<{ name: string; definition: string }>(
      SECONDARY_INDEXES,
    );
    for (const index of droppedIndexes) await main.query(`DROP INDEX ${index.name}`);
    await timer.phase('firms', async () => {
      await main.query(FIRMS);
      await sizeFirms(main, fixed);
      await workOn(main, null);
    });
    for (const [phase, statement] of FIRST_STEPS) await timer.phase(phase, () => main.query(statement));
    await timer.phase(`large tables, ${LOADING_SESSIONS} sessions`, () =>
      Promise.all(
        sessions.map(async (client, part) => {
          if (client !== main) await sizeFirms(client, fixed);
          await workOn(client, { part });
          await loadLargeTables(client, timer, `part ${part + 1}`);
        }),
      ),
    );
    const largestFirst = [...fixed].sort((a, b) => b.rows - a.rows);
    await shareOut(sessions, largestFirst, (client, firm) =>
      timer.phase(`${firm.tenantId}, ${firm.rows.toLocaleString('en')} assignments`, async () => {
        await workOn(client, { firm: firm.tenantId });
        await loadLargeTables(client, timer, firm.tenantId);
      }),
    );
    await workOn(main, null);
    for (const [phase, statement] of LAST_STEPS) await timer.phase(phase, () => main.query(statement));
    await timer.phase('indexes', () =>
      shareOut(sessions, droppedIndexes, (client, index) => client.query(index.definition)),
    );
    // As autovacuum would leave the tables: visibility map and statistics current.
    await timer.phase('vacuum analyze', () =>
      shareOut(sessions, SEEDED_TABLES, (client, table) => client.query(`VACUUM ANALYZE ${table}`)),
    );
    // The seeding leaves gigabytes of dirty pages; written out now, as a running firm's database
    // has them, they are not flushed by the checkpointer while the first scenarios are measured.
    await timer.phase('checkpoint', () => main.query('CHECKPOINT'));
  } finally {
    await Promise.all(sessions.map((client) => client.end()));
  }
  return timer.times;
}
