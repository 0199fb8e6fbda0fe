import { AlignmentType, Paragraph } from 'docx';
import {
  bullet,
  facts,
  gap,
  grid,
  heading1,
  heading2,
  heading3,
  labelled,
  loopEnd,
  loopStart,
  para,
  picture,
  pictureRows,
  run,
  whenWritten,
  wordDocument,
} from './layout.ts';

const TITLE = 'Besiktningsprotokoll – överlåtelsebesiktning';

/** The cover: the firm's logo, the title and the facts that identify the inspection. */
const cover = [
  picture('firm.logo', 'center'),
  gap(),
  new Paragraph({ children: [run(TITLE)], heading: 'Title', alignment: AlignmentType.CENTER }),
  gap(),
  facts([
    ['Fastighetens adress', '{assignment.address}'],
    ['Uppdragsnummer', '{assignment.number}'],
    ['Protokollnummer', '{report.number}'],
    ['Besiktningsdatum', '{assignment.date}'],
    ['Protokollets datum', '{report.date}'],
    ['Uppdragsgivare', '{customer.name}'],
    ['Besiktningsman', '{assignment.inspector}'],
    ['Besiktningsföretag', '{firm.name}'],
  ]),
];

/**
 * The first thing a buyer reads: the remarks graded serious and the investigations recommended,
 * each with its number, before the pages that explain them.
 */
const summary = [
  heading1('Sammanfattning', true),
  heading2('Allvarliga fel och risker'),
  loopStart('seriousFindings', true),
  para('Inga anmärkningar har bedömts som allvarliga fel eller risker.'),
  loopEnd('seriousFindings'),
  loopStart('seriousFindings'),
  para(run('{number} {title}', { bold: true }), run(' – {grade}, {object}')),
  ...whenWritten('recommendation', labelled('Rekommenderad åtgärd', '{recommendation}')),
  loopEnd('seriousFindings'),
  heading2('Rekommenderade fortsatta utredningar'),
  loopStart('investigations', true),
  para('Besiktningen har inte lett till någon rekommendation om fortsatt teknisk utredning.'),
  loopEnd('investigations'),
  loopStart('investigations'),
  para(run('{number} {title}', { bold: true }), run(' ({object}): {investigation}')),
  loopEnd('investigations'),
  para(
    'Varje anmärkning beskrivs med sitt nummer under Besiktningens resultat. Läs hela protokollet: ' +
      'sammanfattningen ersätter det inte.',
  ),
];

/** The parties: every contact of the assignment, one table row each. */
const parties = [
  heading1('Uppdrag och parter'),
  ...whenWritten('customer.name', para('Besiktningen har utförts på uppdrag av {customer.name}.')),
  para(
    'Uppdraget avser den fastighet som anges på försättsbladet och har omfattat det som beskrivs ' +
      'under Besiktningens omfattning.',
  ),
  ...whenWritten('assignment.description', labelled('Uppdragets beskrivning', '{assignment.description}')),
  // The heading and the table only when the assignment has contacts: no table stands empty.
  ...whenWritten(
    'contacts.length',
    heading2('Parter'),
    grid(
      ['Roll', 'Namn', 'E-post', 'Telefon'],
      [['{#contacts}{role}', '{name}', '{email}', '{phone}{/contacts}']],
      [20, 30, 30, 20],
    ),
  ),
];

/** A field of the firm's standard property form (migration 0052), as its report tag names it. */
const property = (field: string) => `{form.fastighetsuppgifter.${field}}`;

/**
 * The property as the inspector recorded it in the standard form; a field left empty is left out,
 * and the whole section when nothing of the form is written. The visit's facts stand under their
 * own heading when the assignment has a date: an inspection not yet held has none to tell.
 */
const propertyDetails = [
  ...whenWritten(
    'form.fastighetsuppgifter',
    heading2('Fastighetsuppgifter'),
    ...(
      [
        ['Fastighetsbeteckning', 'fastighetsbeteckning'],
        ['Byggnadsår', 'byggnadsar'],
        ['Byggnadstyp', 'byggnadstyp'],
        ['Boarea (m²)', 'boarea'],
        ['Grundläggning', 'grundlaggning'],
        ['Stomme', 'stomme'],
        ['Fasad', 'fasad'],
        ['Takbeläggning', 'takbelaggning'],
        ['Uppvärmning', 'uppvarmning'],
        ['Ventilation', 'ventilation'],
        ['Vatten', 'vatten'],
        ['Avlopp', 'avlopp'],
      ] as const
    ).flatMap(([label, field]) =>
      whenWritten(`form.fastighetsuppgifter.${field}`, labelled(label, property(field))),
    ),
    ...whenWritten('form.fastighetsuppgifter.byggnadsbeskrivning', para(property('byggnadsbeskrivning'))),
  ),
  ...whenWritten(
    'assignment.date',
    heading2('Besiktningstillfället'),
    labelled('Besiktningsdatum', '{assignment.date}'),
    ...whenWritten('form.fastighetsuppgifter.vaderlek', labelled('Väderlek', property('vaderlek'))),
    ...whenWritten('form.fastighetsuppgifter.narvarande', labelled('Närvarande', property('narvarande'))),
  ),
];

/** What an överlåtelsebesiktning covers and what it does not, in the wording buyers know. */
const scope = [
  heading1('Besiktningens omfattning'),
  para(
    'Överlåtelsebesiktningen är en okulär besiktning av byggnadens tillgängliga ytor. Syftet är att ' +
      'upptäcka fel och brister som kan ha betydelse för köparen och att ge underlag för köparens ' +
      'undersökningsplikt enligt 4 kap. 19 § jordabalken, i den mån en sådan besiktning kan fullgöra den.',
  ),
  heading3('I besiktningen ingår'),
  bullet('Genomgång av de handlingar och upplysningar som säljaren lämnat om fastigheten.'),
  bullet(
    'Okulär besiktning av tillgängliga ytor i byggnadens rum och utrymmen, fasader, tak från marken ' +
      'eller stege samt vind, källare och krypgrund där de är åtkomliga utan risk.',
  ),
  bullet('Enklare mätningar där besiktningsmannen bedömer det befogat, till exempel fuktindikering.'),
  bullet(
    'En riskanalys av fel som inte kunnat upptäckas men som kan finnas med hänsyn till byggnadens konstruktion, ålder och skick.',
  ),
  heading3('I besiktningen ingår inte'),
  bullet('Förstörande ingrepp som håltagning, rivning eller demontering.'),
  bullet(
    'Ytor och utrymmen som inte är tillgängliga, till exempel dolda bakom möbler, lagrade föremål, mattor, isolering eller snö.',
  ),
  bullet(
    'Funktionsprovning av installationer för el, värme, vatten, avlopp och ventilation, eller av vitvaror.',
  ),
  bullet('Mark, trädgård och komplementbyggnader, om det inte avtalats särskilt.'),
  bullet('Kontroll av att byggnaden stämmer med bygglov, ritningar och myndigheters krav.'),
  bullet('Provtagning för radon, asbest, PCB, mögel eller andra ämnen.'),
  bullet('Normalt slitage och estetiska brister utan betydelse för byggnadens funktion.'),
  para(
    'Protokollet är ingen garanti för att fastigheten saknar fel. Fel som inte kunnat upptäckas vid en ' +
      'okulär besiktning av tillgängliga ytor kan finnas; riskanalysen nedan pekar ut var sådana är mest troliga.',
  ),
];

/** Every inspected part with its remarks, each remark with its photos (annotated where marked). */
const remarks = [
  heading1('Besiktningens resultat', true),
  para(
    'Anmärkningarna redovisas per besiktad del, numrerade som i besiktningsmannens anteckningar, med ' +
      'allvarlighetsgrad, plats, iakttagelse och rekommenderad åtgärd.',
  ),
  loopStart('objects'),
  heading2('{name}'),
  loopStart('remarks', true),
  para(run('Inga anmärkningar.', { italics: true })),
  loopEnd('remarks'),
  loopStart('remarks'),
  heading3('{number} {title}'),
  ...whenWritten('grade', labelled('Allvarlighetsgrad', '{grade}')),
  ...whenWritten('category', labelled('Kategori', '{category}')),
  ...whenWritten('location', labelled('Plats', '{location}')),
  ...whenWritten('text', para('{text}')),
  ...whenWritten('recommendation', labelled('Rekommenderad åtgärd', '{recommendation}')),
  ...whenWritten('investigation', labelled('Fortsatt teknisk utredning', '{investigation}')),
  ...whenWritten('costEstimate', labelled('Kostnadsuppskattning', '{costEstimate}')),
  pictureRows('photoRows', () => [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        run('Bild till anmärkning {number}{#caption}: {caption}{/caption}', {
          italics: true,
          color: '595959',
        }),
      ],
    }),
  ]),
  loopEnd('remarks'),
  loopEnd('objects'),
];

/** The table of the standard form "Riskanalys": its rows are the risk areas. */
const RISK_AREAS = 'form.riskanalys.risker';

/** The risks of defects that could not be seen, and what the buyer should have investigated further. */
const risks = [
  heading1('Riskanalys och rekommendation om fortsatt teknisk undersökning', true),
  heading2('Riskanalys'),
  para(
    'Riskanalysen bedömer var det, med hänsyn till byggnadens konstruktion, ålder och de iakttagelser ' +
      'som gjorts, finns risk för väsentliga fel som inte kunnat upptäckas vid besiktningen.',
  ),
  // The risk areas of the standard form "Riskanalys", each with the inspector's assessment.
  loopStart(RISK_AREAS, true),
  para('Besiktningsmannen har inte pekat ut några särskilda riskområden.'),
  loopEnd(RISK_AREAS),
  loopStart(RISK_AREAS),
  heading3('{omrade}'),
  para('{bedomning}'),
  loopEnd(RISK_AREAS),
  heading2('Rekommendation om fortsatt teknisk undersökning'),
  para(
    'Där risken för fel är förhöjd eller en iakttagelse inte kunnat utredas fullt ut rekommenderas ' +
      'fortsatt teknisk undersökning innan köpet fullföljs.',
  ),
  loopStart('investigations', true),
  para('Besiktningen har inte lett till någon sådan rekommendation.'),
  loopEnd('investigations'),
  loopStart('investigations'),
  bullet('{number} {title} ({object}): {investigation}'),
  loopEnd('investigations'),
  ...whenWritten('report.furtherInvestigation', para('{report.furtherInvestigation}')),
  heading2('Underskrift'),
  para('{firm.name}, {report.date}'),
  gap(),
  para('______________________________'),
  ...whenWritten('assignment.inspector', para('{assignment.inspector}, besiktningsman')),
  ...whenWritten(
    'assignment.inspectorCertification',
    labelled('Certifiering', '{assignment.inspectorCertification}'),
  ),
  ...whenWritten('firm.insurance', labelled('Ansvarsförsäkring', '{firm.insurance}')),
];

/**
 * The överlåtelsebesiktning report: cover, summary, parties, the property, scope, remarks per part,
 * risks and signature.
 */
export const buildOverlatelsebesiktning = () =>
  wordDocument(TITLE, [...cover, ...summary, ...parties, ...propertyDetails, ...scope, ...remarks, ...risks]);
