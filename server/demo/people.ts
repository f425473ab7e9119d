import { insertAgent } from '../db/agents';
import { insertCustomer } from '../db/customers';
import type { AgentFields, CustomerFields } from '../db/schema';
import type { Seeder } from '../seed';
import { demoAuthors, demoInstant } from './clock';

/**
 * Demo customers and agents: a Sri Lankan shop's regulars (Sinhala, Tamil and Muslim
 * names across the island) and the small shops that resell its recharges. Fixed data,
 * so lists and screenshots are the same on every machine; only the dates follow the
 * seeding day (spread over the last months, in shop hours).
 */

type DemoCustomer = [
  firstName: string,
  lastName: string,
  address: string,
  phoneNumber: string,
  nicNumber: string,
  cardNumber: string,
  email?: string,
  whatsappNumber?: string,
];

type DemoAgent = [
  firstName: string,
  lastName: string,
  address: string,
  phoneNumber: string,
  nicNumber: string,
  email?: string,
  whatsappNumber?: string,
];

/** Oldest first. NICs in both formats; cards are Dialog TV (DTV-) and DD TV (DD-) numbers. */
const CUSTOMERS: readonly DemoCustomer[] = [
  ['Kasun', 'Perera', 'No. 45/2, Galle Road, Colombo 03', '0771452369', '881234567V', 'DTV-40211873', 'kasun.perera88@gmail.com'],
  ['Nimali', 'Fernando', "17, St. Anthony's Mawatha, Negombo", '0714236985', '198765401234', 'DTV-40213390'],
  ['Mohamed', 'Rizwan', '112, Main Street, Kattankudy', '0754821736', '902456781V', 'DD-7730015546', 'rizwan.m@yahoo.com'],
  ['Tharshini', 'Yogarajah', '23/1, Hospital Road, Jaffna', '0779315264', '937891234V', 'DTV-40219024', undefined, '0763315264'],
  ['Chaminda', 'Jayasinghe', '56, Peradeniya Road, Kandy', '0718832457', '780453217V', 'DD-7730021873'],
  ['Fathima', 'Rizna', '8, Mosque Lane, Akurana', '0765528413', '199560312345', 'DTV-40220517', 'rizna.fathima@gmail.com'],
  ['Arun', 'Sivakumar', '41, Stanley Road, Jaffna', '0772640918', '199123405678', 'DTV-40224461'],
  ['Sanduni', 'Wickramasinghe', '12, Temple Road, Maharagama', '0702457781', '966012345V', 'DD-7730034412', 'sanduni.w@gmail.com'],
  ['Ruwan', 'Kumara', '27, Puttalam Road, Kurunegala', '0753318840', '850921475V', 'DTV-40227735'],
  ['Priya', 'Rajendran', '5, Central Road, Trincomalee', '0768842105', '198872309876', 'DTV-40231008'],
  ['Ahamed', 'Nazeer', '74, Sea Street, Beruwala', '0778005126', '830154623V', 'DD-7730040127', 'nazeer.ahamed@hotmail.com', '0712005126'],
  ['Dilani', 'Rathnayake', '33, Matara Road, Galle', '0712290847', '917235018V', 'DTV-40233952'],
  ['Lahiru', 'Gunawardena', '9/4, High Level Road, Nugegoda', '0776014493', '200012803456', 'DTV-40236614', 'lahiru.guna@gmail.com'],
  ['Kavitha', 'Shanmugam', '18, Bazaar Street, Vavuniya', '0745623318', '957654321V', 'DD-7730052290'],
  ['Mohamed', 'Inshaf', '61, Colombo Road, Kurunegala', '0757741902', '199227801122', 'DTV-40238870'],
  ['Ishara', 'Madushani', '140, Kandy Road, Kadawatha', '0718809342', '976451203V', 'DTV-40241195'],
  ['Pradeep', 'Herath', '22, Dalada Veediya, Kandy', '0773396150', '800781234V', 'DD-7730063385'],
  ['Nirosha', 'Thevarajah', '7, Kachcheri Road, Batticaloa', '0769031247', '199475607788', 'DTV-40243326'],
  ['Abdul', 'Rahuman', '15, Main Street, Kalmunai', '0752218864', '760342198V', 'DTV-40245507'],
  ['Anjali', 'Senanayake', '48, Lighthouse Street, Galle', '0706654419', '199982109900', 'DD-7730071140', 'anjali.sena@gmail.com', '0776654419'],
  ['Karthik', 'Balasubramaniam', '102, Sea Street, Colombo 11', '0779912036', '871100456V', 'DTV-40247612'],
  ['Sachini', 'Dissanayake', '3, Wariyapola Road, Kurunegala', '0714478825', '200165003214', 'DTV-40250039'],
  ['Mahesh', 'Wijesinghe', '66, Anagarika Dharmapala Mawatha, Matara', '0763325907', '820235671V', 'DD-7730083321'],
  ['Aysha', 'Fareed', '29, Marine Drive, Colombo 06', '0776608814', '945123456V', 'DTV-40252274', 'aysha.fareed@gmail.com'],
  ['Senthil', 'Murugan', '11, Point Pedro Road, Nallur', '0771189043', '198930207654', 'DTV-40254418'],
  ['Hasini', 'Samarasinghe', '90, Horana Road, Panadura', '0708823156', '986781122v', 'DD-7730090768'],
  ['Tharindu', 'Bandara', '14, Kandy Road, Kegalle', '0756690312', '199620501234', 'DTV-40256650'],
  ['Sithy', 'Nuzla', '36, Station Road, Puttalam', '0742231568', '925890044V', 'DTV-40258813'],
  ['Vimal', 'Navaratnam', '52, KKS Road, Jaffna', '0770457729', '790861532X', 'DD-7730102455', undefined, '0750457729'],
  ['Nadeesha', 'Karunaratne', '21, Lake Road, Kurunegala', '0719964031', '199383607651', 'DTV-40260997', 'nadeesha.k@yahoo.com'],
  ['Mohamed', 'Imran', '7/1, Castle Street, Colombo 08', '0778876203', '880912345V', 'DTV-40263140'],
  ['Buddhika', 'Ekanayake', '118, Katugastota Road, Kandy', '0715532890', '840631187V', 'DD-7730115032'],
  ['Mathivanan', 'Kandiah', '9, Inner Harbour Road, Trincomalee', '0764417752', '199034506612', 'DTV-40265583', undefined, '0774417752'],
  ['Fathima', 'Shifana', '44, Main Street, Dharga Town', '0759904418', '200175207733', 'DTV-40267729', 'shifana.f@gmail.com'],
  ['Nuwan', 'Rajapaksha', '5, Wakwella Road, Galle', '0703318827', '891562234V', 'DD-7730126609'],
  ['Gayani', 'Abeysekara', '62, Kumaran Ratnam Road, Colombo 02', '0774021596', '199080404567', 'DTV-40269904', 'gayani.abey@gmail.com'],
];

/** Oldest first: small phone and TV shops that buy recharges from the shop. */
const AGENTS: readonly DemoAgent[] = [
  ['Sampath', 'Rajapakse', 'Sampath Communication, 112 Main Street, Matale', '0772213345', '750982211V', 'sampathcom@gmail.com'],
  ['Jeyakumar', 'Ponnambalam', 'Jeya Mobile Centre, 34 Hospital Road, Jaffna', '0777462219', '196833104512'],
  ['Mohamed', 'Faizal', 'Faizal Phone Shop, 9 Main Street, Eravur', '0757712340', '810452278V'],
  ['Chathura', 'Weerasinghe', 'City Cellular, 21 Kandy Road, Kurunegala', '0714453391', '199010304411', 'citycellular.kgl@gmail.com'],
  ['Ravi', 'Thambirajah', 'Ravi Communication, 56 Trinco Road, Batticaloa', '0769920413', '770128845V', undefined, '0779920413'],
  ['Nishantha', 'Amarasinghe', 'Nisha Mobile, 3 Bus Stand Complex, Kegalle', '0702289915', '860771124V'],
  ['Rifkhan', 'Haniffa', 'R.H. Telecom, 18 Mosque Road, Akurana', '0776631028', '199205301177', 'rhtelecom@yahoo.com'],
  ['Upul', 'Senaratne', 'Upul Stores, 77 Galle Road, Ambalangoda', '0711108734', '730901556V'],
  ['Kumudini', 'Jayawardena', 'Kumu Communication, 4 Temple Road, Ratnapura', '0764480923', '815670098V'],
  ['Suresh', 'Nadarajah', 'Suresh Phone Point, 12 Bazaar Street, Vavuniya', '0779054382', '198528700214'],
  ['Hameed', 'Cassim', 'Cassim Enterprises, 88 Main Street, Kalmunai', '0752267814', '690332145V'],
  ['Lalith', 'Pathirana', 'Lalith Mobile & TV, 15 Station Road, Gampaha', '0718835506', '199412909856', 'lalith.mobiletv@gmail.com'],
];


/**
 * When the `index`-th of `count` records was created: from `spanDays` days ago up to the
 * day before `today`, evenly spread, at a fixed time in shop hours (08:30–18:30 Colombo,
 * 03:00–13:00 UTC). Never in the future.
 */
export function demoCreatedAt(today: Date, index: number, count: number, spanDays: number): Date {
  const daysAgo = 1 + Math.round(((count - 1 - index) * (spanDays - 1)) / Math.max(count - 1, 1));
  return demoInstant(today, daysAgo, 3 * 60 + ((index * 137) % 600));
}

function customerFields([firstName, lastName, address, phoneNumber, nicNumber, cardNumber, email, whatsapp]: DemoCustomer): CustomerFields {
  return { firstName, lastName, address, email: email ?? null, phoneNumber, whatsappNumber: whatsapp ?? phoneNumber, nicNumber, cardNumber, language: null };
}

function agentFields([firstName, lastName, address, phoneNumber, nicNumber, email, whatsapp]: DemoAgent): AgentFields {
  return { firstName, lastName, address, email: email ?? null, phoneNumber, whatsappNumber: whatsapp ?? phoneNumber, nicNumber, language: null };
}

/** The demo customers (over ~5 months) and agents (over ~4), created by the demo super admin. */
export const seedDemoPeople: Seeder = async ({ db, report }) => {
  const createdByName = demoAuthors(report).owner;
  const today = new Date();

  for (const [index, customer] of CUSTOMERS.entries()) {
    await insertCustomer(db, customerFields(customer), createdByName, demoCreatedAt(today, index, CUSTOMERS.length, 150));
  }
  for (const [index, agent] of AGENTS.entries()) {
    await insertAgent(db, agentFields(agent), createdByName, demoCreatedAt(today, index, AGENTS.length, 120));
  }
  report.notes.push(`${CUSTOMERS.length} customers`, `${AGENTS.length} agents`);
};
