import { facts, gap, heading2, labelled, para, picture, title, whenWritten, wordDocument } from './layout.ts';

/** The confirmation a firm sends its customer once an inspection is booked. */
export const buildOrderbekraftelse = () =>
  wordDocument('Orderbekräftelse', [
    picture('firm.logo'),
    title('Orderbekräftelse'),
    facts([
      ['Ordernummer', '{assignment.orderNumber}'],
      ['Beställningsdatum', '{assignment.orderDate}'],
      ['Datum', '{report.date}'],
    ]),
    heading2('Kund'),
    facts([
      ['Namn', '{customer.name}'],
      ['E-post', '{customer.email}'],
      ['Telefon', '{customer.phone}'],
    ]),
    heading2('Beställt uppdrag'),
    facts([
      ['Uppdragsnummer', '{assignment.number}'],
      ['Uppdragstyp', '{assignment.type}'],
      ['Datum', '{assignment.date}'],
      // The end only when one is set: "09:00", never "09:00–".
      ['Tid', '{assignment.startTime}{#assignment.stopTime}–{assignment.stopTime}{/assignment.stopTime}'],
      ['Adress', '{assignment.address}'],
      ['Besiktningsman', '{assignment.inspector}'],
    ]),
    ...whenWritten('assignment.description', labelled('Beskrivning', '{assignment.description}')),
    ...whenWritten('assignment.customerMessage', labelled('Ert meddelande', '{assignment.customerMessage}')),
    gap(),
    para(
      'Tack för er beställning. Vi bekräftar härmed uppdraget ovan. Se till att samtliga utrymmen, vind, ' +
        'källare och krypgrund är åtkomliga vid besiktningen.',
    ),
    para('Vid förhinder eller frågor, kontakta oss på {firm.email} så snart som möjligt.'),
    gap(),
    para('Med vänliga hälsningar'),
    para('{firm.name}'),
    para('{firm.address}'),
  ]);
