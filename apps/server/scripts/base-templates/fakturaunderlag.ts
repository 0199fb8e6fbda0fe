import { facts, gap, grid, heading2, para, picture, title, wordDocument } from './layout.ts';

/**
 * The basis for invoicing a performed inspection, numbered from the firm's invoice sequence: the
 * assignment's price rows and their totals in SEK.
 */
export const buildFakturaunderlag = () =>
  wordDocument('Fakturaunderlag', [
    picture('firm.logo'),
    title('Fakturaunderlag'),
    facts([
      ['Fakturanummer', '{invoice.number}'],
      ['Datum', '{report.date}'],
      ['Ordernummer', '{assignment.orderNumber}'],
      ['Uppdragsnummer', '{assignment.number}'],
    ]),
    heading2('Fakturamottagare'),
    facts([
      ['Namn', '{customer.name}'],
      ['E-post', '{customer.email}'],
      ['Telefon', '{customer.phone}'],
    ]),
    heading2('Utfört uppdrag'),
    facts([
      ['Uppdragstyp', '{assignment.type}'],
      ['Besiktningsdatum', '{assignment.date}'],
      ['Adress', '{assignment.address}'],
      ['Besiktningsman', '{assignment.inspector}'],
      ['Status', '{assignment.status}'],
    ]),
    heading2('Belopp'),
    grid(
      ['Beskrivning', 'Antal', 'À-pris exkl. moms', 'Moms', 'Belopp exkl. moms'],
      [
        ['{#price.rows}{description}', '{quantity}', '{unitPrice}', '{vatRate}', '{amount}{/price.rows}'],
        ['Netto', '', '', '', '{price.net}'],
        ['Moms', '', '', '', '{price.vat}'],
        ['Att betala', '', '', '', '{price.gross}'],
      ],
      [38, 10, 19, 11, 22],
      { boldLastRows: 3 },
    ),
    gap(),
    heading2('Avsändare'),
    para('{firm.name}'),
    para('{firm.address}'),
    para('{firm.email}'),
  ]);
