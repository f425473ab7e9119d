// A second process writing to a shop database as fast as it can: one row per committed
// transaction into `probe`, printing each row's number once its commit returned (acknowledged).
// Used by the backup tests. Usage: node probeWriter.mjs FILE
import SQLite from 'better-sqlite3';

const db = new SQLite(process.argv[2]);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
db.exec('create table if not exists probe (n integer primary key, note text not null)');
const insert = db.prepare('insert into probe (n, note) values (?, ?)');
let n = db.prepare('select coalesce(max(n), 0) as n from probe').get().n;

function burst() {
  for (let i = 0; i < 20; i += 1) {
    n += 1;
    insert.run(n, 'x'.repeat(200));
    process.stdout.write(`${n}\n`);
  }
  setImmediate(burst);
}
process.on('SIGTERM', () => {
  db.close();
  process.exit(0);
});
burst();
