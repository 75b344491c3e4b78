import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('memory://');
try {
console.log(JSON.stringify((await db.query(`select 'Пшениця' ilike '%пшениця%' as a, lower('ПШЕНИЦЯ') as b, upper('їжак') as c, 'Ґанок' ~* 'ґан' as d, version() v`)).rows));
} catch (e) { console.log(e.message) }
