import { shopDay } from '../../src/domain/dates';
import type { ExpenseTender } from '../../src/domain/expenses';
import { toCents } from '../../src/domain/money';
import { insertCategory, insertExpense } from '../db/expenses';
import type { Seeder } from '../seed';
import { demoAuthors, demoInstant } from './clock';

/**
 * Demo expense categories and about fifty expenses over the last five weeks: the shop's
 * rent, electricity, salaries, phone and internet bills, and the small daily spending
 * (three-wheeler hires, tea, stationery). Fixed figures and texts; only the dates follow
 * the seeding day, in shop hours, none in the future. Category names keep to the spec's
 * characters (letters, digits, spaces, hyphens, underscores): "and", not "&".
 */

/** Oldest first, all added by the owner before the first expense. */
export const DEMO_CATEGORIES = [
  'Shop Rent',
  'Electricity',
  'Staff Salaries',
  'Internet and Phone',
  'Transport',
  'Tea and Refreshments',
  'Shop Maintenance',
  'Stationery',
] as const;
type CategoryName = (typeof DEMO_CATEGORIES)[number];

type DemoExpense = [daysAgo: number, category: CategoryName, amount: number, description: string, byStaff?: boolean];

/** Oldest first. Days ago 35 … 1; amounts in LKR. */
const EXPENSES: readonly DemoExpense[] = [
  [35, 'Shop Rent', 45000, 'Monthly shop rent paid to the landlord'],
  [35, 'Staff Salaries', 38000, 'Salary for the repair technician'],
  [35, 'Staff Salaries', 32000, 'Salary for the counter assistant'],
  [34, 'Tea and Refreshments', 380, 'Tea and biscuits for the staff', true],
  [33, 'Transport', 650, 'Three-wheeler to collect TV dishes from Pettah', true],
  [32, 'Electricity', 8450.6, 'CEB electricity bill for the shop'],
  [31, 'Stationery', 1250, 'Two carbon bill books', true],
  [30, 'Internet and Phone', 4990, 'SLT Fibre monthly internet package'],
  [30, 'Tea and Refreshments', 450, 'Tea and short eats for a customer meeting', true],
  [29, 'Transport', 180, 'Bus fare to the Dialog office', true],
  [28, 'Shop Maintenance', 6500, 'Air conditioner service and gas top-up'],
  [27, 'Internet and Phone', 1850.75, 'Dialog postpaid bill for the shop phone'],
  [26, 'Tea and Refreshments', 600, 'Drinking water bottles (12 x 1.5 l)', true],
  [25, 'Transport', 450, 'Courier charge for a returned phone to Kandy', true],
  [24, 'Stationery', 1650, 'A4 printer paper, one ream', true],
  [23, 'Tea and Refreshments', 320, 'Tea and sugar for the week', true],
  [22, 'Transport', 800, 'Three-wheeler hire for a dish installation in Kotte'],
  [21, 'Shop Maintenance', 1200, 'Repairing the roller door lock'],
  [20, 'Tea and Refreshments', 280, 'Milk powder and tea leaves', true],
  [19, 'Transport', 2500, 'Van hire to bring stock from the distributor'],
  [18, 'Stationery', 900, 'Thermal receipt rolls (10 rolls)', true],
  [17, 'Tea and Refreshments', 520, 'Lunch packets for staff on stock-taking day'],
  [16, 'Transport', 350, 'Fuel for the delivery motorbike', true],
  [15, 'Staff Salaries', 5000, 'Salary advance for the counter assistant'],
  [14, 'Shop Maintenance', 3800, 'Painting the shop front board'],
  [14, 'Tea and Refreshments', 410, 'Tea and biscuits for the staff', true],
  [13, 'Transport', 700, 'Three-wheeler to deliver a repaired TV in Nugegoda', true],
  [12, 'Stationery', 240, 'Pens and a marker for the counter', true],
  [11, 'Transport', 1500, 'Fuel for the delivery motorbike (full tank)'],
  [10, 'Shop Maintenance', 2750.5, 'Replacing two tube lights and a switch'],
  [10, 'Tea and Refreshments', 300, 'Tea and sugar for the week', true],
  [9, 'Transport', 180, 'Bus fare to the Mobitel branch', true],
  [8, 'Internet and Phone', 499, 'Data top-up for the card machine', true],
  [8, 'Transport', 950, 'Courier charge for parts from Colombo'],
  [7, 'Tea and Refreshments', 650, 'Cake and tea for a staff birthday'],
  [7, 'Stationery', 1800, 'Printer ink cartridge', true],
  [6, 'Transport', 600, 'Three-wheeler to collect a damaged set-top box', true],
  [5, 'Shop Maintenance', 1500, 'Cleaning service for the shop and store room'],
  [5, 'Tea and Refreshments', 350, 'Drinking water bottles (6 x 1.5 l)', true],
  [4, 'Electricity', 9120.35, 'CEB electricity bill for the shop'],
  [4, 'Transport', 400, 'Fuel for the delivery motorbike', true],
  [3, 'Shop Rent', 45000, 'Monthly shop rent paid to the landlord'],
  [3, 'Stationery', 450, 'Stapler pins and a file cover', true],
  [2, 'Tea and Refreshments', 290, 'Tea and biscuits for the staff', true],
  [2, 'Transport', 750, 'Three-wheeler hire for a dish installation in Maharagama'],
  [2, 'Internet and Phone', 4990, 'SLT Fibre monthly internet package'],
  [1, 'Shop Maintenance', 850, 'New extension cord for the repair bench', true],
  [1, 'Transport', 220, 'Bus fare to collect cheque from an agent', true],
  [1, 'Tea and Refreshments', 480, 'Tea and short eats for the staff', true],
  [1, 'Stationery', 320, 'Receipt book for recharge sales', true],
];



/** How the larger bills are paid (product.md §10); the small daily spending comes from the cash drawer. */
const PAID_OTHERWISE: Partial<Record<CategoryName, ExpenseTender>> = { 'Shop Rent': 'bank', 'Staff Salaries': 'bank', 'Internet and Phone': 'card' };

export const seedDemoExpenses: Seeder = async ({ db, report }) => {
  const { owner, staff } = demoAuthors(report);
  const today = new Date();

  const ids = new Map<CategoryName, string>();
  for (const [index, name] of DEMO_CATEGORIES.entries()) {
    // Six weeks ago, a few minutes apart, in the morning.
    const category = await insertCategory(db, name, owner, demoInstant(today, 42, 3 * 60 + 30 + index * 4));
    ids.set(name, category.id);
  }

  for (const [index, [daysAgo, category, amount, description, byStaff]] of EXPENSES.entries()) {
    // Recorded on the day, between 09:00 and 18:00 in Colombo (03:30–12:30 UTC).
    const when = demoInstant(today, daysAgo, 3 * 60 + 30 + ((index * 53) % 540));
    await insertExpense(
      db,
      { categoryId: ids.get(category)!, amount: toCents(amount), description, expenseDate: shopDay(when), paidBy: PAID_OTHERWISE[category] ?? 'cash' },
      byStaff ? staff : owner,
      when,
    );
  }
  report.notes.push(`${DEMO_CATEGORIES.length} expense categories`, `${EXPENSES.length} expenses`);
};
