import { connectDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { generateShop, shopOfYears } from '../scripts/bench/generate';
const file = process.argv[2];
const db = connectDatabase(file);
await migrateToLatest(db);
await generateShop(db, shopOfYears(Number(process.env.SHOP_YEARS ?? 10)));
await db.destroy();
console.log('done');
